import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '../../../features/ecommerce/checkout-page';

export const Route = createFileRoute('/_app/ecommerce/checkout')({
  component: CheckoutPage,
});
