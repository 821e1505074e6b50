import { createFileRoute } from '@tanstack/react-router';
import { ContactFormPage } from '../../../../features/contacts/contact-form-page';
import { contactQueries } from '../../../../queries/contact.queries';
import { recordLoader } from '../../../../queries/ensure-for-screen';

export const Route = createFileRoute('/_app/contact/$id/edit')({
  loader: recordLoader((useCases, id) => contactQueries.detail(useCases.contacts, id)),
  component: function ContactEditRoute() {
    return <ContactFormPage id={Route.useParams().id} />;
  },
});
