import { createFileRoute } from '@tanstack/react-router';
import { MiscPage } from '../../../../features/demo/pages/misc-page';

export const Route = createFileRoute('/_blank/misc/error/500')({
  component: () => <MiscPage kind="500" />,
});
