import type { ReactNode } from 'react';
import type { ShopProduct } from '../../../../domain/demo/ecommerce/shop-product.types';
import { DemoBackButton, DemoPage } from '../../../components/demo/demo-page';
import { QueryView } from '../../../components/query-view';
import { useShopProducts } from './use-shop-products';

/** The pages reached from the shop (a product, the wish list): heading, Back to the shop, the products once loaded. */
export function ShopSubPage({
  titleId,
  children,
}: {
  titleId: string;
  children: (products: ShopProduct[]) => ReactNode;
}) {
  const remote = useShopProducts();
  return (
    <DemoPage titleId={titleId} actions={<DemoBackButton to="/ecommerce/shop" labelId="shop.backToShop" />}>
      <QueryView query={remote}>{children}</QueryView>
    </DemoPage>
  );
}
