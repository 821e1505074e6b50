import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '../../../../features/demo/ecommerce/checkout-page';

export const Route = createFileRoute('/_app/(demo)/ecommerce/checkout')({
  component: CheckoutPage,
});
