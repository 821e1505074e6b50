import { validateDraft } from '../../domain/demo/mail/mail-compose';
import { validated } from './require-valid';
import type { MailRepository } from '../ports/demo/demo-mail.port';

/** The mailbox's operations; empty selections are not sent and a draft is checked before it goes. */
export type MailUseCases = MailRepository;

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
    send: validated(validateDraft, (draft) => mails.send(draft)),
  };
}
