import { createFileRoute } from '@tanstack/react-router';
import { AccessControlPage } from '../../../features/auth/access-control-page';

export const Route = createFileRoute('/_app/access-control/')({ component: AccessControlPage });
