import { createFileRoute } from '@tanstack/react-router';
import { ProductFormPage } from '../../../../features/products/product-form-page';
import { ensureForScreen } from '../../../../queries/ensure-for-screen';
import { productQueries } from '../../../../queries/product.queries';

export const Route = createFileRoute('/_app/product/$id/edit')({
  loader: ({ context, params }) =>
    ensureForScreen(context.queryClient, productQueries.detail(context.useCases.products, params.id)),
  component: ProductEditRoute,
});

function ProductEditRoute() {
  const { id } = Route.useParams();
  return <ProductFormPage id={id} />;
}
