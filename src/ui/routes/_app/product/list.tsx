import { createFileRoute } from '@tanstack/react-router';
import { ProductListPage } from '../../../features/products/product-list-page';
import { PRODUCT_LIST } from '../../../features/products/product-list-spec';
import { useListRouteSearch } from '../../../components/list-view/use-list-route-search';
import { ensureForScreen } from '../../../queries/ensure-for-screen';
import { productQueries } from '../../../queries/product.queries';

export const Route = createFileRoute('/_app/product/list')({
  validateSearch: PRODUCT_LIST.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    ensureForScreen(context.queryClient, productQueries.list(context.useCases.products, PRODUCT_LIST.toQuery(deps))),
  component: function ProductListRoute() {
    return <ProductListPage {...useListRouteSearch(Route)} />;
  },
});
