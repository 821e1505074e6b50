/**
 * The calendar day in Brasília (time zone America/Sao_Paulo) of an instant: the day an invoice is dated and the
 * PTAX rule counts from. From 21:00 in Brasília the UTC date is already tomorrow; the time zone database (not a
 * fixed -03:00) also covers the summer time Brazil kept until 2019.
 */
export const BRASILIA_TIME_ZONE = 'America/Sao_Paulo';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BRASILIA_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `instant` as a Date or an ISO timestamp; the answer is YYYY-MM-DD. */
export function brasiliaDay(instant: Date | string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) throw new RangeError(`not an instant: ${String(instant)}`);
  const parts = Object.fromEntries(dayFormat.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
