import { createFileRoute } from '@tanstack/react-router';
import { ContactFormPage } from '../../../features/contacts/contact-form-page';

export const Route = createFileRoute('/_app/contact/new')({
  component: () => <ContactFormPage id={null} />,
});
