import { createFileRoute } from '@tanstack/react-router';
import { ContactListPage } from '../../../features/contacts/contact-list-page';
import { CONTACT_LIST } from '../../../features/contacts/contact-list-spec';
import { contactQueries } from '../../../queries/contact.queries';
import { useListRouteSearch } from '../../../components/list-view/use-list-route-search';
import { listRouteOptions } from '../../../queries/ensure-for-screen';

export const Route = createFileRoute('/_app/contact/list')({
  ...listRouteOptions(CONTACT_LIST, (useCases, search) =>
    contactQueries.list(useCases.contacts, CONTACT_LIST.toQuery(search)),
  ),
  component: function ContactListRoute() {
    return <ContactListPage {...useListRouteSearch(Route)} />;
  },
});
