import type { CalendarEvent, EventDraft, EventLabel } from './calendar.types';

const DAY_MS = 24 * 60 * 60 * 1000;

function ms(iso: string): number {
  return new Date(iso).getTime();
}

function iso(time: number): string {
  return new Date(time).toISOString();
}

/**
 * A timed business event on `day` (yyyy-mm-dd), from `from` to `to` (UTC, hh:mm), that the calendar lets the user
 * pick and drag: a new event's starting point, or a seeded one.
 */
export function eventOn(day: string, from: string, to: string, title = ''): EventDraft {
  return {
    title,
    start: `${day}T${from}:00.000Z`,
    end: `${day}T${to}:00.000Z`,
    label: 'business',
    allDay: false,
    selectable: true,
  };
}

/** Events whose label is among the chosen ones (the sidebar check boxes). */
export function filterByLabels(events: readonly CalendarEvent[], labels: readonly EventLabel[]): CalendarEvent[] {
  const wanted = new Set(labels);
  return events.filter((e) => wanted.has(e.label));
}

export function nextEventId(events: readonly CalendarEvent[]): number {
  return events.reduce((max, e) => Math.max(max, e.id), 0) + 1;
}

export function addEvent(events: readonly CalendarEvent[], draft: EventDraft): CalendarEvent[] {
  return [...events, normaliseAllDay({ ...draft, id: nextEventId(events) })];
}

export function updateEvent(events: readonly CalendarEvent[], changed: CalendarEvent): CalendarEvent[] {
  return events.map((e) => (e.id === changed.id ? normaliseAllDay(changed) : e));
}

export function removeEvent(events: readonly CalendarEvent[], id: number): CalendarEvent[] {
  return events.filter((e) => e.id !== id);
}

/** Dragging keeps the duration: the event starts at `newStart` and ends as much later as before. */
export function moveEvent(event: CalendarEvent, newStart: string): CalendarEvent {
  const duration = ms(event.end) - ms(event.start);
  return { ...event, start: iso(ms(newStart)), end: iso(ms(newStart) + duration) };
}

/** Moves by whole days (dropping on another day cell of the month grid). */
export function shiftEventByDays(event: CalendarEvent, days: number): CalendarEvent {
  return moveEvent(event, iso(ms(event.start) + days * DAY_MS));
}

/** Resizing changes only the end; an end before the start is clamped to the start. */
export function resizeEvent(event: CalendarEvent, newEnd: string): CalendarEvent {
  return { ...event, end: iso(Math.max(ms(newEnd), ms(event.start))) };
}

/** An all-day event spans whole UTC days: start at midnight, end at the next midnight at least. */
export function normaliseAllDay<E extends EventDraft>(event: E): E {
  if (!event.allDay) return event;
  const start = Math.floor(ms(event.start) / DAY_MS) * DAY_MS;
  const end = Math.max(Math.ceil(ms(event.end) / DAY_MS) * DAY_MS, start + DAY_MS);
  return { ...event, start: iso(start), end: iso(end) };
}

export type EventDraftErrors = Partial<Record<'title' | 'end' | 'start', 'required' | 'beforeStart' | 'invalid'>>;

export function validateEvent(draft: EventDraft): EventDraftErrors {
  const errors: EventDraftErrors = {};
  if (draft.title.trim() === '') errors.title = 'required';
  if (Number.isNaN(ms(draft.start))) errors.start = 'invalid';
  if (Number.isNaN(ms(draft.end))) errors.end = 'invalid';
  else if (!errors.start && ms(draft.end) < ms(draft.start)) errors.end = 'beforeStart';
  return errors;
}

/** Events touching the UTC day of `dayIso` (for the month grid cells). */
export function eventsOnDay(events: readonly CalendarEvent[], dayIso: string): CalendarEvent[] {
  const dayStart = Math.floor(ms(dayIso) / DAY_MS) * DAY_MS;
  const dayEnd = dayStart + DAY_MS;
  return events
    .filter((e) => ms(e.start) < dayEnd && (ms(e.end) > dayStart || ms(e.start) >= dayStart))
    .sort((a, b) => ms(a.start) - ms(b.start));
}
