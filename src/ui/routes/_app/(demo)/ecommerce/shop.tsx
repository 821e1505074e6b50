import { createFileRoute } from '@tanstack/react-router';
import { ShopPage } from '../../../../features/demo/ecommerce/shop-page';
import { shopQueries } from '../../../../features/demo/ecommerce/shop.queries';
import { ensureForScreen } from '../../../../queries/ensure-for-screen';

export const Route = createFileRoute('/_app/(demo)/ecommerce/shop')({
  loader: ({ context }) => ensureForScreen(context.queryClient, shopQueries.products(context.useCases.demo.samples)),
  component: ShopPage,
});
