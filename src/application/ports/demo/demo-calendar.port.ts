import type { CalendarEvent, EventDraft } from '../../../domain/demo/calendar/calendar.types';

export interface CalendarRepository {
  list(): Promise<CalendarEvent[]>;
  add(draft: EventDraft): Promise<CalendarEvent>;
  update(event: CalendarEvent): Promise<CalendarEvent>;
  remove(id: number): Promise<void>;
}
