import { createFileRoute, redirect } from '@tanstack/react-router';

export const Route = createFileRoute('/_app/email/')({
  beforeLoad: () => {
    throw redirect({ to: '/email/$filter', params: { filter: 'inbox' } });
  },
});
