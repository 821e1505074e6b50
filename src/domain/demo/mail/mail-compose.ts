import type { Email, MailDraft, MailTimestamp, Sender } from './email.types';

export interface MailDraftErrors {
  readonly to?: 'required' | 'invalid';
  readonly subject?: 'required';
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateDraft(draft: MailDraft): MailDraftErrors {
  const errors: { to?: 'required' | 'invalid'; subject?: 'required' } = {};
  if (draft.to.length === 0) errors.to = 'required';
  else if (![...draft.to, ...draft.cc, ...draft.bcc].every((a) => EMAIL_SHAPE.test(a))) errors.to = 'invalid';
  if (draft.subject.trim() === '') errors.subject = 'required';
  return errors;
}

/** Splits a comma/semicolon separated address field into trimmed, non-empty addresses. */
export function parseAddresses(field: string): string[] {
  return field
    .split(/[,;]/)
    .map((a) => a.trim())
    .filter((a) => a !== '');
}

export function nextMailId(mails: readonly Email[]): number {
  return mails.reduce((max, mail) => Math.max(max, mail.id), 0) + 1;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The time/day/year fields of a mail sent at `at` (UTC, so tests do not depend on the machine zone). */
export function mailTimestamp(at: Date): MailTimestamp {
  const hh = String(at.getUTCHours()).padStart(2, '0');
  const mm = String(at.getUTCMinutes()).padStart(2, '0');
  return {
    time: `${hh}:${mm}`,
    day: `${WEEKDAYS[at.getUTCDay()]}, ${at.getUTCDate()} ${MONTHS[at.getUTCMonth()]}`,
    year: at.getUTCFullYear(),
  };
}

/** A composed mail goes to the sent folder, read, appended last (so it is newest). */
export function composeMail(mails: readonly Email[], draft: MailDraft, from: Sender, at: Date): Email[] {
  const mail: Email = {
    id: nextMailId(mails),
    ...from,
    to: draft.to,
    cc: draft.cc,
    bcc: draft.bcc,
    subject: draft.subject.trim(),
    message: draft.message,
    attachments: [],
    isStarred: false,
    labels: [],
    ...mailTimestamp(at),
    replies: [],
    mailFolder: 'sent',
    unread: false,
  };
  return [...mails, mail];
}

/** Plain text typed in the compose box becomes escaped paragraphs, so it displays exactly as typed. */
export function textToMailHtml(text: string): string {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return text
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => `<p>${escape(block).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/**
 * When a mail was sent, read back from its template fields ("Mon, 12 Oct", 2026, "14:05"), so that
 * screens can show it in the reader's language; null when the fields do not make a date.
 */
export function mailSentAt(mail: MailTimestamp): Date | null {
  const day = /(\d{1,2}) ([A-Z][a-z]{2})$/.exec(mail.day.trim());
  const time = /^(\d{1,2}):(\d{2})$/.exec(mail.time.trim());
  const month = day ? MONTHS.indexOf(day[2] ?? '') : -1;
  if (!day || !time || month < 0 || !Number.isInteger(mail.year)) return null;
  const at = new Date(Date.UTC(mail.year, month, Number(day[1]), Number(time[1]), Number(time[2])));
  return at.getUTCMonth() === month ? at : null;
}
