import { createFileRoute } from '@tanstack/react-router';
import { ErrorPage } from '../../../../features/errors/error-page';

export const Route = createFileRoute('/_blank/misc/error/404')({
  component: () => <ErrorPage kind="not-found" />,
});
