import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { messages as products } from '../../features/products/messages';
import { messages as listView } from '../../i18n/list-view.messages';
import { FeatureIntl, combineCatalogs } from '../../components/feature-intl';

const texts = combineCatalogs(products, listView);

/** Every product screen speaks with these texts, which travel in this lazy layout chunk rather than in the eager bundle. */
export const Route = createFileRoute('/_app/product')({
  beforeLoad: ({ location }) => {
    if (location.pathname.replace(/\/$/, '') === '/product') throw redirect({ to: '/product/list' });
  },
  component: () => (
    <FeatureIntl messages={texts}>
      <Outlet />
    </FeatureIntl>
  ),
});
