import { createFileRoute } from '@tanstack/react-router';
import { LockScreenPage } from '../../../features/auth/lock-screen-page';

export const Route = createFileRoute('/_blank/pages/lock-screen')({ component: LockScreenPage });
