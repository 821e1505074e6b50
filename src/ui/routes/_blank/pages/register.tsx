import { createFileRoute } from '@tanstack/react-router';
import { RegisterPage } from '../../../features/auth/register-page';

/** Asks whether self-registration is open; if the backend cannot say (offline), the form shows and the server decides. */
export const Route = createFileRoute('/_blank/pages/register')({
  loader: ({ context }) => context.useCases.auth.registrationOpen().catch(() => null),
  component: RegisterRoute,
});

function RegisterRoute() {
  const open = Route.useLoaderData();
  return <RegisterPage open={open !== false} />;
}
