import { createFileRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../../../features/demo/pages/profile-page';

export const Route = createFileRoute('/_app/(demo)/pages/profile')({
  component: ProfilePage,
});
