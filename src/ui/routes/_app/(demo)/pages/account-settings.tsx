import { createFileRoute } from '@tanstack/react-router';
import { AccountSettingsPage } from '../../../features/pages/account-settings-page';

export const Route = createFileRoute('/_app/pages/account-settings')({
  component: AccountSettingsPage,
});
