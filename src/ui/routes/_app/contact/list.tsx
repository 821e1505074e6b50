import { createFileRoute } from '@tanstack/react-router';
import { listSearchValidator } from '../../../components/list-view/list-search';
import { ContactListPage } from '../../../features/contacts/contact-list-page';
import { CONTACT_LIST_SPEC } from '../../../features/contacts/contact-list-spec';

export const Route = createFileRoute('/_app/contact/list')({
  validateSearch: listSearchValidator(CONTACT_LIST_SPEC),
  component: ContactListRoute,
});

function ContactListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ContactListPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />;
}
