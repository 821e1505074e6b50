import { createFileRoute } from '@tanstack/react-router';
import { NotAuthorizedPage } from '../../../features/auth/not-authorized-page';

export const Route = createFileRoute('/_blank/misc/not-authorized')({ component: NotAuthorizedPage });
