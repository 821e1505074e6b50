import { createFileRoute } from '@tanstack/react-router';
import { MiscPage } from '../../../features/pages/misc-page';

export const Route = createFileRoute('/_blank/misc/maintenance')({
  component: () => <MiscPage kind="maintenance" />,
});
