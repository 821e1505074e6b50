import { createFileRoute } from '@tanstack/react-router';
import { DataListPage } from '../../../../features/demo/data-list/data-list-page';

export const Route = createFileRoute('/_app/(demo)/data-list/thumb-view')({
  component: () => <DataListPage view="thumb" />,
});
