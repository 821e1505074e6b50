import { createFileRoute } from '@tanstack/react-router';
import { EcommerceDashboardPage } from '../../../features/demo/ecommerce/ecommerce-dashboard-page';

export const Route = createFileRoute('/_app/(demo)/ecommerce-dashboard')({
  component: EcommerceDashboardPage,
});
