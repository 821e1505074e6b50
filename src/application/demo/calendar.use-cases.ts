import type { CalendarEvent, EventDraft } from '../../domain/demo/calendar/calendar.types';
import { moveEvent, validateEvent } from '../../domain/demo/calendar/calendar-rules';
import { AppError } from '../errors/app-error';
import type { CalendarRepository } from '../ports/demo/demo-calendar.port';

export interface CalendarUseCases {
  list(): Promise<CalendarEvent[]>;
  add(draft: EventDraft): Promise<CalendarEvent>;
  update(event: CalendarEvent): Promise<CalendarEvent>;
  /** Drag and drop: the event keeps its duration and starts at `newStart`. */
  move(event: CalendarEvent, newStart: string): Promise<CalendarEvent>;
  remove(id: number): Promise<void>;
}

function requireValid(draft: EventDraft): void {
  const errors = validateEvent(draft);
  if (Object.keys(errors).length > 0) {
    throw new AppError('validation', 'Please correct the marked fields', {
      fieldErrors: errors as Record<string, string>,
    });
  }
}

export function makeCalendarUseCases(deps: { calendar: CalendarRepository }): CalendarUseCases {
  const { calendar } = deps;
  return {
    list: () => calendar.list(),
    add: async (draft) => {
      requireValid(draft);
      return calendar.add(draft);
    },
    update: async (event) => {
      requireValid(event);
      return calendar.update(event);
    },
    move: (event, newStart) => calendar.update(moveEvent(event, newStart)),
    remove: (id) => calendar.remove(id),
  };
}
