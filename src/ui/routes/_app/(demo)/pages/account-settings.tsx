import { createFileRoute } from '@tanstack/react-router';
import { AccountSettingsPage } from '../../../../features/demo/pages/account-settings-page';

export const Route = createFileRoute('/_app/(demo)/pages/account-settings')({
  component: AccountSettingsPage,
});
