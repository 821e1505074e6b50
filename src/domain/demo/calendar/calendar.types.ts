import type { DemoDraft, DemoRecord, ValueOf } from '../demo-record';

export const EVENT_LABELS = ['business', 'work', 'personal', 'others'] as const;
export type EventLabel = ValueOf<typeof EVENT_LABELS>;

export interface CalendarEvent extends DemoRecord {
  readonly title: string;
  /** ISO 8601 instants, so events travel through JSON unchanged. */
  readonly start: string;
  readonly end: string;
  readonly label: EventLabel;
  readonly allDay: boolean;
  readonly selectable: boolean;
}

export type EventDraft = DemoDraft<CalendarEvent>;
