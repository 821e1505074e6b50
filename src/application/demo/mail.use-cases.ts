import type { Email, MovableFolder } from '../../domain/demo/mail/email.types';
import { validateDraft, type MailDraft } from '../../domain/demo/mail/mail-compose';
import { AppError } from '../errors/app-error';
import type { MailRepository } from '../ports/demo/demo-mail.port';

export interface MailUseCases {
  list(filter: string): Promise<Email[]>;
  toggleStar(mailId: number): Promise<void>;
  move(ids: readonly number[], folder: MovableFolder): Promise<void>;
  markUnread(ids: readonly number[], unread: boolean): Promise<void>;
  toggleLabel(ids: readonly number[], label: string): Promise<void>;
  send(draft: MailDraft): Promise<Email>;
}

export function makeMailUseCases(deps: { mails: MailRepository }): MailUseCases {
  const { mails } = deps;
  return {
    list: (filter) => mails.list(filter),
    toggleStar: (mailId) => mails.toggleStar(mailId),
    move: async (ids, folder) => {
      if (ids.length > 0) await mails.move(ids, folder);
    },
    markUnread: async (ids, unread) => {
      if (ids.length > 0) await mails.markUnread(ids, unread);
    },
    toggleLabel: async (ids, label) => {
      if (ids.length > 0) await mails.toggleLabel(ids, label);
    },
    send: async (draft) => {
      const errors = validateDraft(draft);
      if (Object.keys(errors).length > 0) {
        throw new AppError('validation', 'Please correct the marked fields', {
          fieldErrors: errors as Record<string, string>,
        });
      }
      return mails.send(draft);
    },
  };
}
