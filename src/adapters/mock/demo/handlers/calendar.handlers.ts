import { EVENT_LABELS, type CalendarEvent, type EventDraft } from '../../../../domain/demo/calendar/calendar.types';
import { addEvent, removeEvent, updateEvent, validateEvent } from '../../../../domain/demo/calendar/calendar-rules';
import { createCalendarFixture } from '../fixtures/calendar.fixture';
import { bodyRecord, fail, ok } from '../../mock-responses';
import { demoHandlers, demoTable, isRecord, replaceRows } from './demo-handler-helpers';

export const CALENDAR_TABLE = 'demo.calendar';

function readDraft(value: unknown): EventDraft | null {
  if (!isRecord(value)) return null;
  const label = EVENT_LABELS.find((l) => l === value.label) ?? 'business';
  const draft: EventDraft = {
    title: typeof value.title === 'string' ? value.title : '',
    start: typeof value.start === 'string' ? value.start : '',
    end: typeof value.end === 'string' ? value.end : '',
    label,
    allDay: value.allDay === true,
    selectable: value.selectable !== false,
  };
  return Object.keys(validateEvent(draft)).length === 0 ? draft : null;
}

export const handlers = demoHandlers((router, { db, now }) => {
  // The one seeded event sits on today's date so the calendar, opening on this month, shows it.
  const events = demoTable<CalendarEvent>(db, CALENDAR_TABLE, () =>
    createCalendarFixture(now().toISOString().slice(0, 10)),
  );

  router.get('/api/apps/calendar/events', () => ok(events()));

  // Not in the original table: adding and editing need somewhere to go.
  router.post('/api/apps/calendar/add-event', (request) => {
    const draft = readDraft(bodyRecord(request).event);
    if (!draft) return fail(400, 'The event needs a title and a valid start and end');
    const next = addEvent(events(), draft);
    replaceRows(events(), next);
    return ok(next[next.length - 1]);
  });

  router.post('/api/apps/calendar/update-event', (request) => {
    const raw = bodyRecord(request).event;
    const draft = readDraft(raw);
    const id = isRecord(raw) ? Number(raw.id) : NaN;
    if (!draft) return fail(400, 'The event needs a title and a valid start and end');
    if (!events().some((e) => e.id === id)) return fail(404, 'Unknown event');
    const next = updateEvent(events(), { ...draft, id });
    replaceRows(events(), next);
    return ok(next.find((e) => e.id === id));
  });

  router.post('/api/apps/calendar/remove-event', (request) => {
    const id = Number(bodyRecord(request).id);
    replaceRows(events(), removeEvent(events(), id));
    return ok();
  });
});
