import * as z from 'zod/mini';
import type { CalendarRepository } from '../../../application/ports/demo/demo-calendar.port';
import type { HttpClient } from '../http-client';
import { calendarEventSchema } from './http-demo-schemas';

export function createHttpDemoCalendar(http: HttpClient): CalendarRepository {
  return {
    list: () => http.get('/api/apps/calendar/events', { schema: z.array(calendarEventSchema) }),
    add: (draft) => http.post('/api/apps/calendar/add-event', { event: draft }, { schema: calendarEventSchema }),
    update: (event) => http.post('/api/apps/calendar/update-event', { event }, { schema: calendarEventSchema }),
    remove: async (id) => {
      await http.post('/api/apps/calendar/remove-event', { id });
    },
  };
}
