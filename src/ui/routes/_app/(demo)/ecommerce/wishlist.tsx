import { createFileRoute } from '@tanstack/react-router';
import { WishlistPage } from '../../../../features/demo/ecommerce/wishlist-page';
import { shopQueries } from '../../../../features/demo/ecommerce/shop.queries';
import { ensureForScreen } from '../../../../queries/ensure-for-screen';

export const Route = createFileRoute('/_app/(demo)/ecommerce/wishlist')({
  loader: ({ context }) => ensureForScreen(context.queryClient, shopQueries.products(context.useCases.demo.samples)),
  component: WishlistPage,
});
