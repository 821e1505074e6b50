import { describe, expect, it } from 'vitest';
import type { CalendarEvent } from '../../../../src/domain/demo/calendar/calendar.types';
import {
  addEvent,
  eventsOnDay,
  filterByLabels,
  moveEvent,
  nextEventId,
  normaliseAllDay,
  removeEvent,
  resizeEvent,
  shiftEventByDays,
  updateEvent,
  validateEvent,
} from '../../../../src/domain/demo/calendar/calendar-rules';
import { daysBetween, monthGrid, shiftMonth } from '../../../../src/domain/demo/calendar/month-grid';

const ev = (id: number, patch: Partial<CalendarEvent> = {}): CalendarEvent => ({
  id,
  title: `E${id}`,
  start: '2026-03-10T09:00:00.000Z',
  end: '2026-03-10T11:00:00.000Z',
  label: 'business',
  allDay: false,
  selectable: true,
  ...patch,
});

describe('calendar events', () => {
  const events = [ev(1), ev(2, { label: 'work' }), ev(3, { label: 'personal' })];
  it('filters by the chosen labels', () => {
    expect(filterByLabels(events, ['business', 'personal']).map((e) => e.id)).toEqual([1, 3]);
    expect(filterByLabels(events, [])).toEqual([]);
  });
  it('adds with the next id and edits by id, removes by id', () => {
    expect(nextEventId(events)).toBe(4);
    const added = addEvent(events, { ...ev(0), title: 'New' });
    expect(added[3]).toMatchObject({ id: 4, title: 'New' });
    expect(updateEvent(added, { ...ev(2), title: 'Changed' })[1]?.title).toBe('Changed');
    expect(removeEvent(events, 2).map((e) => e.id)).toEqual([1, 3]);
  });
  it('moving keeps the duration', () => {
    const moved = moveEvent(ev(1), '2026-03-12T14:30:00.000Z');
    expect(moved.start).toBe('2026-03-12T14:30:00.000Z');
    expect(moved.end).toBe('2026-03-12T16:30:00.000Z');
  });
  it('shifting by days moves both ends', () => {
    const moved = shiftEventByDays(ev(1), -3);
    expect([moved.start, moved.end]).toEqual(['2026-03-07T09:00:00.000Z', '2026-03-07T11:00:00.000Z']);
  });
  it('resizing changes the end and never goes before the start', () => {
    expect(resizeEvent(ev(1), '2026-03-11T00:00:00.000Z').end).toBe('2026-03-11T00:00:00.000Z');
    expect(resizeEvent(ev(1), '2026-03-01T00:00:00.000Z').end).toBe(ev(1).start);
  });
  it('all-day events span whole days', () => {
    const e = normaliseAllDay(ev(1, { allDay: true }));
    expect([e.start, e.end]).toEqual(['2026-03-10T00:00:00.000Z', '2026-03-11T00:00:00.000Z']);
    expect(normaliseAllDay(ev(1))).toEqual(ev(1));
    expect(addEvent([], { ...ev(0), allDay: true })[0]?.start).toBe('2026-03-10T00:00:00.000Z');
  });
  it('validates title and order of dates', () => {
    expect(validateEvent(ev(1))).toEqual({});
    expect(validateEvent({ ...ev(1), title: ' ' })).toEqual({ title: 'required' });
    expect(validateEvent({ ...ev(1), end: '2026-03-09T00:00:00.000Z' })).toEqual({ end: 'beforeStart' });
    expect(validateEvent({ ...ev(1), start: 'nope' })).toEqual({ start: 'invalid' });
  });
  it('finds events on a day, in start order', () => {
    const list = [
      ev(1, { start: '2026-03-10T15:00:00.000Z', end: '2026-03-10T16:00:00.000Z' }),
      ev(2),
      ev(3, { start: '2026-03-09T00:00:00.000Z', end: '2026-03-12T00:00:00.000Z' }),
    ];
    expect(eventsOnDay(list, '2026-03-10').map((e) => e.id)).toEqual([3, 2, 1]);
    expect(eventsOnDay(list, '2026-03-12')).toEqual([]);
  });
});

describe('month grid', () => {
  it('starts on the Sunday on or before the first and has 6 weeks', () => {
    const grid = monthGrid(2026, 2); // March 2026 starts on a Sunday
    expect(grid).toHaveLength(6);
    expect(grid[0]?.[0]).toBe('2026-03-01');
    expect(monthGrid(2026, 3)[0]?.[0]).toBe('2026-03-29');
    expect(grid[5]?.[6]).toBe('2026-04-11');
  });
  it('shifts months across years', () => {
    expect(shiftMonth(2026, 0, -1)).toEqual({ year: 2025, month: 11 });
    expect(shiftMonth(2026, 11, 1)).toEqual({ year: 2027, month: 0 });
  });
  it('counts days between ISO dates', () => {
    expect(daysBetween('2026-03-10T09:00:00.000Z', '2026-03-12')).toBe(2);
    expect(daysBetween('2026-03-12', '2026-03-10')).toBe(-2);
  });
});
