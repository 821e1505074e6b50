import { createFileRoute } from '@tanstack/react-router';
import { DataListPage } from '../../../../features/demo/data-list/data-list-page';
import { dataListQueries } from '../../../../features/demo/data-list/data-list.queries';
import { ensureForScreen } from '../../../../queries/ensure-for-screen';

export const Route = createFileRoute('/_app/(demo)/data-list/list-view')({
  // The loader travels with the screen in its lazy chunk: the demo's data code stays out of the eager bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => ensureForScreen(context.queryClient, dataListQueries.items(context.useCases.demo.datalist)),
  component: () => <DataListPage view="list" />,
});
