import { createFileRoute } from '@tanstack/react-router';
import { listSearchValidator } from '../../../components/list-view/list-search';
import { ProductListPage } from '../../../features/products/product-list-page';
import { PRODUCT_LIST_SPEC } from '../../../features/products/product-list-spec';

export const Route = createFileRoute('/_app/product/list')({
  validateSearch: listSearchValidator(PRODUCT_LIST_SPEC),
  component: ProductListRoute,
});

function ProductListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ProductListPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />;
}
