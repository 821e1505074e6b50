import type { Email, MailDraft, MovableFolder } from '../../../domain/demo/mail/email.types';

/** The mail demo's mailbox (answered by the in-browser mock in every mode). */
export interface MailRepository {
  /** Mails under a folder, `starred` or a label; newest first. */
  list(filter: string): Promise<Email[]>;
  toggleStar(mailId: number): Promise<void>;
  move(ids: readonly number[], folder: MovableFolder): Promise<void>;
  markUnread(ids: readonly number[], unread: boolean): Promise<void>;
  toggleLabel(ids: readonly number[], label: string): Promise<void>;
  send(draft: MailDraft): Promise<Email>;
}
