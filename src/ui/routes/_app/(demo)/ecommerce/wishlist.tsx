import { createFileRoute } from '@tanstack/react-router';
import { WishlistPage } from '../../../features/ecommerce/wishlist-page';

export const Route = createFileRoute('/_app/ecommerce/wishlist')({
  component: WishlistPage,
});
