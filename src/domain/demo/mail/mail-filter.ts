import type { ValueOf } from '../demo-record';
import { EMAIL_TAGS, MAIL_FOLDERS, type Email } from './email.types';

const FOLDER_FILTERS = new Set<string>(MAIL_FOLDERS);

function matchesFilter(mail: Email, filter: string): boolean {
  if (FOLDER_FILTERS.has(filter)) return mail.mailFolder === filter;
  if (filter === 'starred') return mail.isStarred && mail.mailFolder !== 'trash';
  // Any other value names a label; trashed mail never shows under a label.
  return mail.mailFolder !== 'trash' && mail.labels.includes(filter);
}

/** The spec's filter rules; the answer is newest first (the stored order reversed). */
export function filterMails(mails: readonly Email[], filter: string): Email[] {
  return mails.filter((mail) => matchesFilter(mail, filter)).reverse();
}

/** Case-insensitive search over sender name, sender, subject and message; a blank query keeps all. */
export function searchMails(mails: readonly Email[], query: string): Email[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...mails];
  return mails.filter((mail) =>
    [mail.sender_name, mail.sender, mail.subject, mail.message].some((field) => field.toLowerCase().includes(needle)),
  );
}

export function countUnread(mails: readonly Email[], filter: string): number {
  return filterMails(mails, filter).filter((mail) => mail.unread).length;
}

/** The folder filters of the mail screen, in its menu's order: the folders, and starred among them. */
export const MAIL_FOLDER_FILTERS = ['inbox', 'sent', 'draft', 'starred', 'spam', 'trash'] as const;
export type MailFolderFilter = ValueOf<typeof MAIL_FOLDER_FILTERS>;

/** The filters the mail screen offers: the folder filters and the labels. */
export const MAIL_SCREEN_FILTERS: readonly string[] = [...MAIL_FOLDER_FILTERS, ...EMAIL_TAGS.map((tag) => tag.value)];

export function isMailScreenFilter(value: string): boolean {
  return MAIL_SCREEN_FILTERS.includes(value);
}
