import { createFileRoute } from '@tanstack/react-router';
import { AccessControlAdminPage } from '../../../features/auth/access-control-page';

// The _app guard sends anyone without 'users.manage' to /misc/not-authorized.
export const Route = createFileRoute('/_app/access-control/admin')({ component: AccessControlAdminPage });
