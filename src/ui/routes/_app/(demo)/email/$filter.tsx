import { createFileRoute, notFound } from '@tanstack/react-router';
import { isMailScreenFilter } from '../../../../../domain/demo/mail/mail-filter';
import { EmailPage } from '../../../../features/demo/email/email-page';
import { loadMailList } from '../../../../features/demo/email/mail.queries';

export const Route = createFileRoute('/_app/(demo)/email/$filter')({
  beforeLoad: ({ params }) => {
    if (!isMailScreenFilter(params.filter)) throw notFound();
  },
  // The loader travels with the screen in its lazy chunk: the demo's data code stays out of the eager bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: loadMailList,
  component: EmailPage,
});
