import { createFileRoute } from '@tanstack/react-router';
import { DataListPage } from '../../../features/data-list/data-list-page';

export const Route = createFileRoute('/_app/data-list/list-view')({
  component: () => <DataListPage view="list" />,
});
