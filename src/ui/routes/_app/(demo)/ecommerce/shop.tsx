import { createFileRoute } from '@tanstack/react-router';
import { ShopPage } from '../../../features/ecommerce/shop-page';

export const Route = createFileRoute('/_app/ecommerce/shop')({
  component: ShopPage,
});
