import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/(demo)/todo/')({
  beforeLoad: () => {
    throw redirect({ to: '/todo/$filter', params: { filter: 'all' } });
  },
});
