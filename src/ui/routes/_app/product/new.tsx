import { createFileRoute } from '@tanstack/react-router';
import { ProductFormPage } from '../../../features/products/product-form-page';

export const Route = createFileRoute('/_app/product/new')({
  component: () => <ProductFormPage id={null} />,
});
