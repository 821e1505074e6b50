import { createFileRoute } from '@tanstack/react-router';
import { ShopPage } from '../../../../features/demo/ecommerce/shop-page';

export const Route = createFileRoute('/_app/(demo)/ecommerce/shop')({
  component: ShopPage,
});
