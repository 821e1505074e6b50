import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { CalendarUseCases } from '../../../../application/demo/calendar.use-cases';
import type { CalendarEvent, EventDraft } from '../../../../domain/demo/calendar/calendar.types';
import { removeEvent, updateEvent } from '../../../../domain/demo/calendar/calendar-rules';
import { calendarKey } from './calendar.queries';

const setEvents = (client: QueryClient, change: (events: readonly CalendarEvent[]) => CalendarEvent[]) =>
  client.setQueryData<CalendarEvent[]>(calendarKey, (events) => events && change(events));

/** The event the server saved is the cached one: the calendar is not asked again. */
const putSaved = (client: QueryClient, saved: CalendarEvent) =>
  setEvents(client, (events) =>
    events.some((e) => e.id === saved.id) ? updateEvent(events, saved) : [...events, saved],
  );

/** After a refusal the server says what the calendar holds. */
const reloadIfRefused = (client: QueryClient, error: Error | null) =>
  error ? client.invalidateQueries({ queryKey: calendarKey }) : undefined;

/** Writes to the calendar demo, each keeping the cached events in step with the server's answer. */
export const calendarMutations = {
  /** A new event (a draft) or an edited one (with its id). */
  save: (client: QueryClient, calendar: CalendarUseCases) =>
    mutationOptions({
      mutationFn: (event: EventDraft | CalendarEvent) => ('id' in event ? calendar.update(event) : calendar.add(event)),
      onSuccess: (saved: CalendarEvent) => putSaved(client, saved),
      onSettled: (_: unknown, error: Error | null) => reloadIfRefused(client, error),
    }),
  /** A drag and drop: the event shows on its new day at once. */
  move: (client: QueryClient, calendar: CalendarUseCases) =>
    mutationOptions({
      mutationFn: ({ event, moved }: { event: CalendarEvent; moved: CalendarEvent }) =>
        calendar.move(event, moved.start),
      onMutate: async ({ moved }) => {
        await client.cancelQueries({ queryKey: calendarKey });
        setEvents(client, (events) => updateEvent(events, moved));
      },
      onSuccess: (saved: CalendarEvent) => putSaved(client, saved),
      onSettled: (_: unknown, error: Error | null) => reloadIfRefused(client, error),
    }),
  remove: (client: QueryClient, calendar: CalendarUseCases) =>
    mutationOptions({
      mutationFn: (id: number) => calendar.remove(id),
      onSuccess: (_: void, id: number) => setEvents(client, (events) => removeEvent(events, id)),
      onSettled: (_: unknown, error: Error | null) => reloadIfRefused(client, error),
    }),
};
