import { createFileRoute } from '@tanstack/react-router';
import { EcommerceDashboardPage } from '../../features/ecommerce/ecommerce-dashboard-page';

export const Route = createFileRoute('/_app/ecommerce-dashboard')({
  component: EcommerceDashboardPage,
});
