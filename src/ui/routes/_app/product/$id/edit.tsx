import { createFileRoute } from '@tanstack/react-router';
import { ProductFormPage } from '../../../../features/products/product-form-page';
import { recordLoader } from '../../../../queries/ensure-for-screen';
import { productQueries } from '../../../../queries/product.queries';

export const Route = createFileRoute('/_app/product/$id/edit')({
  loader: recordLoader((useCases, id) => productQueries.detail(useCases.products, id)),
  component: function ProductEditRoute() {
    return <ProductFormPage id={Route.useParams().id} />;
  },
});
