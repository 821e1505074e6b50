import { createFileRoute } from '@tanstack/react-router';
import { CalendarPage } from '../../../features/demo/calendar/calendar-page';
import { calendarQueries } from '../../../features/demo/calendar/calendar.queries';
import { ensureForScreen } from '../../../queries/ensure-for-screen';

export const Route = createFileRoute('/_app/(demo)/calendar')({
  loader: ({ context }) => ensureForScreen(context.queryClient, calendarQueries.events(context.useCases.demo.calendar)),
  component: CalendarPage,
});
