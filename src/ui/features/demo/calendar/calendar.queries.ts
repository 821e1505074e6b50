import { queryOptions } from '@tanstack/react-query';
import type { CalendarUseCases } from '../../../../application/demo/calendar.use-cases';

export const calendarKey = ['demo', 'calendar'] as const;

/** The calendar demo's events, through `useCases.demo.calendar`. */
export const calendarQueries = {
  events: (calendar: CalendarUseCases) => queryOptions({ queryKey: calendarKey, queryFn: () => calendar.list() }),
};
