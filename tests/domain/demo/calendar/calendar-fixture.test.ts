import { describe, expect, it } from 'vitest';
import { createCalendarFixture } from '../../../../src/adapters/mock/demo/fixtures/calendar.fixture';
import { validateEvent } from '../../../../src/domain/demo/calendar/calendar-rules';

describe('calendar fixture', () => {
  it('has one valid business event on the anchor day', () => {
    const events = createCalendarFixture('2026-12-01');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ id: 1, label: 'business', selectable: true });
    expect(events[0]?.start.startsWith('2026-12-01')).toBe(true);
    expect(validateEvent(events[0]!)).toEqual({});
  });
  it('is deterministic without an anchor', () => expect(createCalendarFixture()).toEqual(createCalendarFixture()));
});
