import { createFileRoute } from '@tanstack/react-router';
import { ErrorPage } from '../../../features/errors/error-page';

export const Route = createFileRoute('/_blank/misc/not-authorized')({
  component: () => <ErrorPage kind="not-authorized" />,
});
