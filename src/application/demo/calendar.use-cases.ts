import type { CalendarEvent, EventDraft } from '../../domain/demo/calendar/calendar.types';
import { moveEvent, validateEvent } from '../../domain/demo/calendar/calendar-rules';
import { validated } from './require-valid';
import type { CalendarRepository } from '../ports/demo/demo-calendar.port';

export interface CalendarUseCases {
  list(): Promise<CalendarEvent[]>;
  add(draft: EventDraft): Promise<CalendarEvent>;
  update(event: CalendarEvent): Promise<CalendarEvent>;
  /** Drag and drop: the event keeps its duration and starts at `newStart`. */
  move(event: CalendarEvent, newStart: string): Promise<CalendarEvent>;
  remove(id: number): Promise<void>;
}

export function makeCalendarUseCases(deps: { calendar: CalendarRepository }): CalendarUseCases {
  const { calendar } = deps;
  return {
    list: () => calendar.list(),
    add: validated(validateEvent, (draft) => calendar.add(draft)),
    update: validated(validateEvent, (event) => calendar.update(event)),
    move: (event, newStart) => calendar.update(moveEvent(event, newStart)),
    remove: (id) => calendar.remove(id),
  };
}
