import { createFileRoute } from '@tanstack/react-router';
import { CheckoutPage } from '../../../../features/demo/ecommerce/checkout-page';
import { shopQueries } from '../../../../features/demo/ecommerce/shop.queries';
import { ensureForScreen } from '../../../../queries/ensure-for-screen';

export const Route = createFileRoute('/_app/(demo)/ecommerce/checkout')({
  // The loader travels with the screen in its lazy chunk: the demo's data code stays out of the eager bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => ensureForScreen(context.queryClient, shopQueries.products(context.useCases.demo.samples)),
  component: CheckoutPage,
});
