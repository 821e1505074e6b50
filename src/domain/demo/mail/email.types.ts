/** Folders a top-level mail can sit in; replies carry the empty folder. */
export type MailFolder = 'inbox' | 'sent' | 'draft' | 'trash' | 'spam' | '';

export const MAIL_FOLDERS = ['inbox', 'sent', 'draft', 'trash', 'spam'] as const;
export type MovableFolder = (typeof MAIL_FOLDERS)[number];

export interface Email {
  readonly id: number;
  readonly sender: string;
  readonly sender_name: string;
  readonly to: readonly string[];
  readonly img: string;
  readonly subject: string;
  readonly cc: readonly string[];
  readonly bcc: readonly string[];
  readonly message: string;
  readonly attachments: readonly string[];
  readonly isStarred: boolean;
  readonly labels: readonly string[];
  readonly time: string;
  readonly day: string;
  readonly year: number;
  readonly replies: readonly Email[];
  readonly mailFolder: MailFolder;
  readonly unread: boolean;
}

export type EmailTagColor = 'success' | 'primary' | 'warning' | 'danger';

export interface EmailTag {
  readonly text: string;
  readonly value: string;
  readonly color: EmailTagColor;
}

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
