import { createFileRoute } from '@tanstack/react-router';
import { EcommerceDashboardPage } from '../../../features/demo/ecommerce/ecommerce-dashboard-page';
import { shopQueries } from '../../../features/demo/ecommerce/shop.queries';
import { ensureForScreen } from '../../../queries/ensure-for-screen';

export const Route = createFileRoute('/_app/(demo)/ecommerce-dashboard')({
  loader: ({ context }) => ensureForScreen(context.queryClient, shopQueries.products(context.useCases.demo.samples)),
  component: EcommerceDashboardPage,
});
