export const EVENT_LABELS = ['business', 'work', 'personal', 'others'] as const;
export type EventLabel = (typeof EVENT_LABELS)[number];

export interface CalendarEvent {
  readonly id: number;
  readonly title: string;
  /** ISO 8601 instants, so events travel through JSON unchanged. */
  readonly start: string;
  readonly end: string;
  readonly label: EventLabel;
  readonly allDay: boolean;
  readonly selectable: boolean;
}

export type EventDraft = Omit<CalendarEvent, 'id'>;
