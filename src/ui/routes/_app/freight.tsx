import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { messages as freight } from '../../features/freight/messages';
import { messages as invoice } from '../../features/invoice/messages';
import { FeatureIntl, combineCatalogs } from '../../components/feature-intl';

const texts = combineCatalogs(freight, invoice);

/** Every freight screen speaks with these texts, which travel in this lazy layout chunk rather than in the eager bundle. */
export const Route = createFileRoute('/_app/freight')({
  beforeLoad: ({ location }) => {
    if (location.pathname.replace(/\/$/, '') === '/freight') throw redirect({ to: '/freight/list' });
  },
  component: () => (
    <FeatureIntl messages={texts}>
      <Outlet />
    </FeatureIntl>
  ),
});
