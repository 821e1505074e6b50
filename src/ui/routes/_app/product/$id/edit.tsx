import { createFileRoute } from '@tanstack/react-router';
import { ProductFormPage } from '../../../../features/products/product-form-page';

export const Route = createFileRoute('/_app/product/$id/edit')({
  component: ProductEditRoute,
});

function ProductEditRoute() {
  const { id } = Route.useParams();
  return <ProductFormPage id={id} />;
}
