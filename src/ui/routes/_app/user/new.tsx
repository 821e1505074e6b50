import { createFileRoute } from '@tanstack/react-router';
import { UserFormPage } from '../../../features/users/user-form-page';

// Admins only: route-access maps /user/new to 'users.manage' and the _app guard enforces it.
export const Route = createFileRoute('/_app/user/new')({
  component: () => <UserFormPage id={null} />,
});
