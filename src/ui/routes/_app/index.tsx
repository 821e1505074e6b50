import { createFileRoute } from '@tanstack/react-router';
import { combineCatalogs, FeatureIntl } from '../../components/feature-intl';
import { DashboardPage } from '../../features/dashboard/dashboard-page';
import { messages as dashboard } from '../../features/dashboard/messages';
import { messages as freight } from '../../features/freight/messages';
import { ensureForScreen } from '../../queries/ensure-for-screen';
import { freightQueries } from '../../queries/freight.queries';

const texts = combineCatalogs(dashboard, freight);

export const Route = createFileRoute('/_app/')({
  loader: ({ context }) => ensureForScreen(context.queryClient, freightQueries.dashboard(context.useCases.freight)),
  component: () => (
    <FeatureIntl messages={texts}>
      <DashboardPage />
    </FeatureIntl>
  ),
});
