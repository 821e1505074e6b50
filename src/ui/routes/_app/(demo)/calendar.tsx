import { createFileRoute } from '@tanstack/react-router';
import { CalendarPage } from '../../../features/demo/calendar/calendar-page';

export const Route = createFileRoute('/_app/(demo)/calendar')({
  component: CalendarPage,
});
