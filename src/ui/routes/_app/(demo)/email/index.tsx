import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/(demo)/email/')({
  beforeLoad: () => {
    throw redirect({ to: '/email/$filter', params: { filter: 'inbox' } });
  },
});
