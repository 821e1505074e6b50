import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { MailUseCases } from '../../../../application/demo/mail.use-cases';
import type { Email, MailDraft, MovableFolder } from '../../../../domain/demo/mail/email.types';
import { markUnread, moveMails, setLabels, toggleStar } from '../../../../domain/demo/mail/mail-actions';
import { mailKeys } from './mail.queries';

type Selection<T> = { readonly ids: readonly number[] } & T;

/**
 * A change to mail shown at once in the open folder, by the rule the server applies too. A changed
 * mail may now belong in other folders or leave this one, so once the last change of a burst is
 * answered (or refused) every folder is out of date: the open one is asked again, the rest when shown.
 */
function mailChange<V>(
  client: QueryClient,
  filter: string,
  call: (input: V) => Promise<void>,
  local: (mails: readonly Email[], input: V) => Email[],
) {
  return mutationOptions<void, Error, V>({
    mutationKey: mailKeys.all,
    mutationFn: call,
    onMutate: async (input) => {
      await client.cancelQueries({ queryKey: mailKeys.list(filter) });
      client.setQueryData<Email[]>(mailKeys.list(filter), (mails) => mails && local(mails, input));
    },
    onSettled: () =>
      client.isMutating({ mutationKey: mailKeys.all }) === 1
        ? client.invalidateQueries({ queryKey: mailKeys.all })
        : undefined,
  });
}

/** Writes to the mail demo; `filter` is the folder or label on screen. */
export const mailMutations = {
  toggleStar: (client: QueryClient, mail: MailUseCases, filter: string) =>
    mailChange<number>(client, filter, (id) => mail.toggleStar(id), toggleStar),
  move: (client: QueryClient, mail: MailUseCases, filter: string) =>
    mailChange<Selection<{ readonly folder: MovableFolder }>>(
      client,
      filter,
      ({ ids, folder }) => mail.move(ids, folder),
      (mails, { ids, folder }) => moveMails(mails, ids, folder),
    ),
  markUnread: (client: QueryClient, mail: MailUseCases, filter: string) =>
    mailChange<Selection<{ readonly unread: boolean }>>(
      client,
      filter,
      ({ ids, unread }) => mail.markUnread(ids, unread),
      (mails, { ids, unread }) => markUnread(mails, ids, unread),
    ),
  toggleLabel: (client: QueryClient, mail: MailUseCases, filter: string) =>
    mailChange<Selection<{ readonly label: string }>>(
      client,
      filter,
      ({ ids, label }) => mail.toggleLabel(ids, label),
      (mails, { ids, label }) => setLabels(mails, ids, label),
    ),
  /** A sent mail lands in the sent folder only. */
  send: (client: QueryClient, mail: MailUseCases) =>
    mutationOptions({
      mutationFn: (draft: MailDraft) => mail.send(draft),
      onSuccess: () => client.invalidateQueries({ queryKey: mailKeys.list('sent') }),
    }),
};
