import { createFileRoute } from '@tanstack/react-router';
import { FreightListPage } from '../../../features/freight/list/freight-list-page';

export const Route = createFileRoute('/_app/freight/list')({
  component: FreightListPage,
});
