import type { Email, EmailSelection, MovableFolder } from './email.types';

function updateWhere(mails: readonly Email[], ids: readonly number[], change: (mail: Email) => Email): Email[] {
  const wanted = new Set(ids);
  return mails.map((mail) => (wanted.has(mail.id) ? change(mail) : mail));
}

export function toggleStar(mails: readonly Email[], mailId: number): Email[] {
  return updateWhere(mails, [mailId], (mail) => ({ ...mail, isStarred: !mail.isStarred }));
}

export function moveMails(mails: readonly Email[], ids: readonly number[], folder: MovableFolder): Email[] {
  return updateWhere(mails, ids, (mail) => ({ ...mail, mailFolder: folder }));
}

export function markUnread(mails: readonly Email[], ids: readonly number[], unread: boolean): Email[] {
  return updateWhere(mails, ids, (mail) => ({ ...mail, unread }));
}

/** Toggles the label on each listed mail: added where absent, removed where present. */
export function setLabels(mails: readonly Email[], ids: readonly number[], label: string): Email[] {
  return updateWhere(mails, ids, (mail) => ({
    ...mail,
    labels: mail.labels.includes(label) ? mail.labels.filter((l) => l !== label) : [...mail.labels, label],
  }));
}

export function toggleSelectMail(selected: readonly number[], mailId: number): number[] {
  return selected.includes(mailId) ? selected.filter((id) => id !== mailId) : [...selected, mailId];
}

/** Selects every visible mail, or clears the selection when `select` is false. */
export function selectAllMails(visible: readonly Email[], select: boolean): number[] {
  return select ? visible.map((mail) => mail.id) : [];
}

export function moveSelected(state: EmailSelection, folder: MovableFolder): EmailSelection {
  return { mails: moveMails(state.mails, state.selectedEmails, folder), selectedEmails: [] };
}

export function markSelectedUnread(state: EmailSelection, unread: boolean): EmailSelection {
  return { mails: markUnread(state.mails, state.selectedEmails, unread), selectedEmails: [] };
}

export function findMail(mails: readonly Email[], mailId: number): Email | undefined {
  return mails.find((mail) => mail.id === mailId);
}
