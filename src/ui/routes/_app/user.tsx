import { createFileRoute, Outlet } from '@tanstack/react-router';
import { messages as users } from '../../features/users/messages';
import { messages as listView } from '../../i18n/list-view.messages';
import { combineCatalogs, withFeatureIntl } from '../../components/feature-intl';
import { redirectSectionTo } from '../../components/section-redirect';

const texts = combineCatalogs(users, listView);

/** Every staff user screen speaks with these texts, which travel in this lazy layout chunk rather than in the eager bundle. */
export const Route = createFileRoute('/_app/user')({
  beforeLoad: redirectSectionTo('/user', '/user/list'),
  component: withFeatureIntl(texts, Outlet),
});
