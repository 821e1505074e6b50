import { createFileRoute } from '@tanstack/react-router';
import { messages as activity } from '../../features/activity/messages';
import { ActivityPage } from '../../features/activity/activity-page';
import { ACTIVITY_LIST } from '../../features/activity/activity-search';
import { messages as contacts } from '../../features/contacts/messages';
import { messages as freight } from '../../features/freight/messages';
import { messages as products } from '../../features/products/messages';
import { messages as users } from '../../features/users/messages';
import { FeatureIntl, combineCatalogs } from '../../components/feature-intl';
import { useListRouteSearch } from '../../components/list-view/use-list-route-search';
import { messages as audit } from '../../i18n/audit.messages';
import { messages as listView } from '../../i18n/list-view.messages';

// The changed fields are named with the texts of each record's own screens.
const texts = combineCatalogs(activity, audit, listView, freight, products, contacts, users);

// The _app guard sends anyone without 'audit.activity' (admins only) to /misc/not-authorized.
export const Route = createFileRoute('/_app/activity')({
  validateSearch: ACTIVITY_LIST.validate,
  component: function ActivityRoute() {
    return (
      <FeatureIntl messages={texts}>
        <ActivityPage {...useListRouteSearch(Route)} />
      </FeatureIntl>
    );
  },
});
