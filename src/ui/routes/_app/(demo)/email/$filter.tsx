import { createFileRoute, notFound } from '@tanstack/react-router';
import { isMailScreenFilter } from '../../../../../domain/demo/mail/mail-filter';
import { EmailPage } from '../../../../features/demo/email/email-page';

export const Route = createFileRoute('/_app/(demo)/email/$filter')({
  beforeLoad: ({ params }) => {
    if (!isMailScreenFilter(params.filter)) throw notFound();
  },
  component: EmailRoute,
});

function EmailRoute() {
  const { filter } = Route.useParams();
  return <EmailPage filter={filter} />;
}
