import { createFileRoute } from '@tanstack/react-router';
import { ProductListPage } from '../../../features/products/product-list-page';
import { PRODUCT_LIST } from '../../../features/products/product-list-spec';
import { useListRouteSearch } from '../../../components/list-view/use-list-route-search';
import { listRouteOptions } from '../../../queries/ensure-for-screen';
import { productQueries } from '../../../queries/product.queries';

export const Route = createFileRoute('/_app/product/list')({
  ...listRouteOptions(PRODUCT_LIST, (useCases, search) =>
    productQueries.list(useCases.products, PRODUCT_LIST.toQuery(search)),
  ),
  component: function ProductListRoute() {
    return <ProductListPage {...useListRouteSearch(Route)} />;
  },
});
