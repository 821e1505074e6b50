import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { MailUseCases } from '../../../../application/demo/mail.use-cases';
import type { Email, MailDraft, MovableFolder } from '../../../../domain/demo/mail/email.types';
import { markUnread, moveMails, setLabels, toggleStar } from '../../../../domain/demo/mail/mail-actions';
import { mailKeys, mailLists } from './mail.queries';

/** A change to the selected mails (`ids`) with one value (a folder, a flag, a label). */
export interface SelectionChange<V> {
  readonly ids: readonly number[];
  readonly value: V;
}

/** A change to the selected mails shown at once in the open folder, by the rule the server applies too. */
function selectionChange<V>(
  client: QueryClient,
  filter: string,
  call: (ids: readonly number[], value: V) => Promise<void>,
  local: (mails: readonly Email[], ids: readonly number[], value: V) => Email[],
) {
  return mailLists.change(
    client,
    filter,
    ({ ids, value }: SelectionChange<V>) => call(ids, value),
    (mails, { ids, value }) => local(mails, ids, value),
  );
}

/**
 * Writes to the mail demo; `filter` is the folder or label on screen. A changed mail may now belong in
 * other folders or leave this one, so every folder is out of date once the last change of a burst is answered.
 */
export const mailMutations = {
  toggleStar: (client: QueryClient, mail: MailUseCases, filter: string) =>
    mailLists.change(client, filter, (id: number) => mail.toggleStar(id), toggleStar),
  move: (client: QueryClient, mail: MailUseCases, filter: string) =>
    selectionChange<MovableFolder>(client, filter, (ids, folder) => mail.move(ids, folder), moveMails),
  markUnread: (client: QueryClient, mail: MailUseCases, filter: string) =>
    selectionChange<boolean>(client, filter, (ids, unread) => mail.markUnread(ids, unread), markUnread),
  toggleLabel: (client: QueryClient, mail: MailUseCases, filter: string) =>
    selectionChange<string>(client, filter, (ids, label) => mail.toggleLabel(ids, label), setLabels),
  /** A sent mail lands in the sent folder only. */
  send: (client: QueryClient, mail: MailUseCases) =>
    mutationOptions({
      mutationFn: (draft: MailDraft) => mail.send(draft),
      onSuccess: () => client.invalidateQueries({ queryKey: mailKeys.list('sent') }),
    }),
};
