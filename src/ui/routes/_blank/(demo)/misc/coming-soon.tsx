import { createFileRoute } from '@tanstack/react-router';
import { MiscPage } from '../../../../features/demo/pages/misc-page';

export const Route = createFileRoute('/_blank/(demo)/misc/coming-soon')({
  component: () => <MiscPage kind="coming-soon" />,
});
