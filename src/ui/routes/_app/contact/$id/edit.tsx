import { createFileRoute } from '@tanstack/react-router';
import { ContactFormPage } from '../../../../features/contacts/contact-form-page';
import { contactQueries } from '../../../../queries/contact.queries';
import { ensureForScreen } from '../../../../queries/ensure-for-screen';

export const Route = createFileRoute('/_app/contact/$id/edit')({
  loader: ({ context, params }) =>
    ensureForScreen(context.queryClient, contactQueries.detail(context.useCases.contacts, params.id)),
  component: ContactEditRoute,
});

function ContactEditRoute() {
  const { id } = Route.useParams();
  return <ContactFormPage id={id} />;
}
