import { createFileRoute, Outlet } from '@tanstack/react-router';
import { messages as products } from '../../features/products/messages';
import { messages as listView } from '../../i18n/list-view.messages';
import { combineCatalogs, withFeatureIntl } from '../../components/feature-intl';
import { redirectSectionTo } from '../../components/section-redirect';

const texts = combineCatalogs(products, listView);

/** Every product screen speaks with these texts, which travel in this lazy layout chunk rather than in the eager bundle. */
export const Route = createFileRoute('/_app/product')({
  beforeLoad: redirectSectionTo('/product', '/product/list'),
  component: withFeatureIntl(texts, Outlet),
});
