import { createFileRoute } from '@tanstack/react-router';
import { CalendarPage } from '../../../features/demo/calendar/calendar-page';
import { calendarQueries } from '../../../features/demo/calendar/calendar.queries';
import { ensureForScreen } from '../../../queries/ensure-for-screen';

export const Route = createFileRoute('/_app/(demo)/calendar')({
  // The loader travels with the screen in its lazy chunk: the demo's data code stays out of the eager bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context }) => ensureForScreen(context.queryClient, calendarQueries.events(context.useCases.demo.calendar)),
  component: CalendarPage,
});
