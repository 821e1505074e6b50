import { createFileRoute } from '@tanstack/react-router';
import { WishlistPage } from '../../../../features/demo/ecommerce/wishlist-page';
import { shopQueries } from '../../../../features/demo/ecommerce/shop.queries';
import { ensureForScreen } from '../../../../queries/ensure-for-screen';

export const Route = createFileRoute('/_app/(demo)/ecommerce/wishlist')({
  // The loader travels with the screen in its lazy chunk: the demo's data code stays out of the eager bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => ensureForScreen(context.queryClient, shopQueries.products(context.useCases.demo.samples)),
  component: WishlistPage,
});
