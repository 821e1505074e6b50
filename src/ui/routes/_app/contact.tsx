import { createFileRoute, Outlet } from '@tanstack/react-router';
import { messages as contacts } from '../../features/contacts/messages';
import { messages as listView } from '../../i18n/list-view.messages';
import { combineCatalogs, withFeatureIntl } from '../../components/feature-intl';
import { redirectSectionTo } from '../../components/section-redirect';

const texts = combineCatalogs(contacts, listView);

/** Every contact screen speaks with these texts, which travel in this lazy layout chunk rather than in the eager bundle. */
export const Route = createFileRoute('/_app/contact')({
  beforeLoad: redirectSectionTo('/contact', '/contact/list'),
  component: withFeatureIntl(texts, Outlet),
});
