import { createFileRoute } from '@tanstack/react-router';
import { ShopProductDetailPage } from '../../../../features/demo/ecommerce/shop-product-detail-page';
import { shopQueries } from '../../../../features/demo/ecommerce/shop.queries';
import { ensureForScreen } from '../../../../queries/ensure-for-screen';

export const Route = createFileRoute('/_app/(demo)/ecommerce/product-detail')({
  validateSearch: (search: Record<string, unknown>): { slug?: string } =>
    typeof search.slug === 'string' && /^[a-z0-9-]{1,80}$/.test(search.slug) ? { slug: search.slug } : {},
  // The loader travels with the screen in its lazy chunk: the demo's data code stays out of the eager bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => ensureForScreen(context.queryClient, shopQueries.products(context.useCases.demo.samples)),
  component: ProductDetailRoute,
});

function ProductDetailRoute() {
  const { slug } = Route.useSearch();
  return <ShopProductDetailPage slug={slug} />;
}
