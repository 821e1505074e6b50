import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { messages as contacts } from '../../features/contacts/messages';
import { messages as listView } from '../../i18n/list-view.messages';
import { FeatureIntl, combineCatalogs } from '../../components/feature-intl';

const texts = combineCatalogs(contacts, listView);

/** Every contact screen speaks with these texts, which travel in this lazy layout chunk rather than in the eager bundle. */
export const Route = createFileRoute('/_app/contact')({
  beforeLoad: ({ location }) => {
    if (location.pathname.replace(/\/$/, '') === '/contact') throw redirect({ to: '/contact/list' });
  },
  component: () => (
    <FeatureIntl messages={texts}>
      <Outlet />
    </FeatureIntl>
  ),
});
