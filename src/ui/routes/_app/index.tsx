import { createFileRoute } from '@tanstack/react-router';
import { combineCatalogs, FeatureIntl } from '../../components/feature-intl';
import { DashboardPage } from '../../features/dashboard/dashboard-page';
import { messages as dashboard } from '../../features/dashboard/messages';
import { messages as freight } from '../../features/freight/messages';

const texts = combineCatalogs(dashboard, freight);

export const Route = createFileRoute('/_app/')({
  component: () => (
    <FeatureIntl messages={texts}>
      <DashboardPage />
    </FeatureIntl>
  ),
});
