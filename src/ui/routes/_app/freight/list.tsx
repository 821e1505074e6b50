import { createFileRoute } from '@tanstack/react-router';
import { FreightListPage } from '../../../features/freight/list/freight-list-page';
import { FREIGHT_LIST, freightQueryOf } from '../../../features/freight/list/freight-list-spec';
import { ensureForScreen } from '../../../queries/ensure-for-screen';
import { freightQueries } from '../../../queries/freight.queries';

export const Route = createFileRoute('/_app/freight/list')({
  validateSearch: FREIGHT_LIST.validate,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    ensureForScreen(context.queryClient, freightQueries.list(context.useCases.freight, freightQueryOf(deps))),
  component: FreightListRoute,
});

function FreightListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <FreightListPage search={search} onSearchChange={(next) => void navigate({ search: next, replace: true })} />;
}
