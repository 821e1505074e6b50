import type { DemoRecord, DemoTag, ValueOf } from '../demo-record';

/** Folders a top-level mail can sit in; replies carry the empty folder. */
export type MailFolder = 'inbox' | 'sent' | 'draft' | 'trash' | 'spam' | '';

export const MAIL_FOLDERS = ['inbox', 'sent', 'draft', 'trash', 'spam'] as const;
export type MovableFolder = ValueOf<typeof MAIL_FOLDERS>;

/** What the user writes in the compose box. */
export interface MailDraft {
  readonly to: readonly string[];
  readonly cc: readonly string[];
  readonly bcc: readonly string[];
  readonly subject: string;
  readonly message: string;
}

export interface Sender {
  readonly sender: string;
  readonly sender_name: string;
  readonly img: string;
}

/** When a mail was sent, as the list shows it. */
export interface MailTimestamp {
  readonly time: string;
  readonly day: string;
  readonly year: number;
}

export interface Email extends DemoRecord, MailDraft, Sender, MailTimestamp {
  readonly attachments: readonly string[];
  readonly isStarred: boolean;
  readonly labels: readonly string[];
  readonly replies: readonly Email[];
  readonly mailFolder: MailFolder;
  readonly unread: boolean;
}

export type EmailTagColor = 'success' | 'primary' | 'warning' | 'danger';

export type EmailTag = DemoTag<EmailTagColor>;

export const EMAIL_TAGS: readonly EmailTag[] = [
  { text: 'Personal', value: 'personal', color: 'success' },
  { text: 'Company', value: 'company', color: 'primary' },
  { text: 'Important', value: 'important', color: 'warning' },
  { text: 'Private', value: 'private', color: 'danger' },
];

/** What the mail screen holds besides the list itself. */
export interface EmailSelection {
  readonly mails: readonly Email[];
  readonly selectedEmails: readonly number[];
}
