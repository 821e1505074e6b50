import { createFileRoute } from '@tanstack/react-router';
import { WishlistPage } from '../../../../features/demo/ecommerce/wishlist-page';

export const Route = createFileRoute('/_app/(demo)/ecommerce/wishlist')({
  component: WishlistPage,
});
