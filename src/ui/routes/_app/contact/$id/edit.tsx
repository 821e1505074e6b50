import { createFileRoute } from '@tanstack/react-router';
import { ContactFormPage } from '../../../../features/contacts/contact-form-page';

export const Route = createFileRoute('/_app/contact/$id/edit')({
  component: ContactEditRoute,
});

function ContactEditRoute() {
  const { id } = Route.useParams();
  return <ContactFormPage id={id} />;
}
