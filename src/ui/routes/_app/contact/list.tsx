import { createFileRoute } from '@tanstack/react-router';
import { ContactListPage } from '../../../features/contacts/contact-list-page';
import { CONTACT_LIST } from '../../../features/contacts/contact-list-spec';
import { contactQueries } from '../../../queries/contact.queries';
import { useListRouteSearch } from '../../../components/list-view/use-list-route-search';
import { ensureForScreen } from '../../../queries/ensure-for-screen';

export const Route = createFileRoute('/_app/contact/list')({
  validateSearch: CONTACT_LIST.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    ensureForScreen(context.queryClient, contactQueries.list(context.useCases.contacts, CONTACT_LIST.toQuery(deps))),
  component: function ContactListRoute() {
    return <ContactListPage {...useListRouteSearch(Route)} />;
  },
});
