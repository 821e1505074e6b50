import { createFileRoute, Outlet } from '@tanstack/react-router';
import { messages as freight } from '../../features/freight/messages';
import { messages as invoice } from '../../features/invoice/messages';
import { messages as paperwork } from '../../features/freight/paperwork.messages';
import { messages as listView } from '../../i18n/list-view.messages';
import { FeatureIntl, combineCatalogs } from '../../components/feature-intl';
import { redirectSectionTo } from '../../components/section-redirect';

const texts = combineCatalogs(freight, paperwork, invoice, listView);

/** Every freight screen speaks with these texts; they travel in this lazy layout chunk rather than in the eager bundle. */
export const Route = createFileRoute('/_app/freight')({
  beforeLoad: redirectSectionTo('/freight', '/freight/list'),
  component: () => (
    <FeatureIntl messages={texts}>
      <Outlet />
    </FeatureIntl>
  ),
});
