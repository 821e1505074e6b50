import { describe, expect, it } from 'vitest';
import {
  findMail,
  markSelectedUnread,
  markUnread,
  moveMails,
  moveSelected,
  selectAllMails,
  setLabels,
  toggleSelectMail,
  toggleStar,
} from '../../../../src/domain/demo/mail/mail-actions';
import { mail } from './mail-test-data';

const list = [mail(1), mail(2, { isStarred: true, labels: ['company'] }), mail(3, { unread: true })];

describe('mail actions', () => {
  it('toggleStar flips only the given mail', () => {
    const next = toggleStar(list, 1);
    expect(next.map((m) => m.isStarred)).toEqual([true, true, false]);
    expect(toggleStar(next, 1)[0]?.isStarred).toBe(false);
    expect(list[0]?.isStarred).toBe(false);
  });
  it('toggleStar of an unknown id changes nothing', () => {
    expect(toggleStar(list, 99)).toEqual(list);
  });
  it('moveMails sets the folder of listed ids', () => {
    expect(moveMails(list, [1, 3], 'trash').map((m) => m.mailFolder)).toEqual(['trash', 'inbox', 'trash']);
  });
  it('markUnread sets the flag to the given value for listed ids', () => {
    expect(markUnread(list, [1, 3], true).map((m) => m.unread)).toEqual([true, false, true]);
    expect(markUnread(list, [3], false).map((m) => m.unread)).toEqual([false, false, false]);
  });
  it('setLabels adds an absent label and removes a present one, per mail', () => {
    const next = setLabels(list, [1, 2], 'company');
    expect(next[0]?.labels).toEqual(['company']);
    expect(next[1]?.labels).toEqual([]);
    expect(next[2]?.labels).toEqual([]);
  });
  it('toggleSelectMail adds then removes', () => {
    expect(toggleSelectMail([], 2)).toEqual([2]);
    expect(toggleSelectMail([2, 3], 2)).toEqual([3]);
  });
  it('selectAllMails selects every visible mail or none', () => {
    expect(selectAllMails(list, true)).toEqual([1, 2, 3]);
    expect(selectAllMails(list, false)).toEqual([]);
  });
  it('moving the selection moves it and clears the selection', () => {
    const state = moveSelected({ mails: list, selectedEmails: [2] }, 'spam');
    expect(state.selectedEmails).toEqual([]);
    expect(state.mails[1]?.mailFolder).toBe('spam');
    expect(state.mails[0]?.mailFolder).toBe('inbox');
  });
  it('marking the selection clears the selection', () => {
    const state = markSelectedUnread({ mails: list, selectedEmails: [1, 2] }, true);
    expect(state.selectedEmails).toEqual([]);
    expect(state.mails.map((m) => m.unread)).toEqual([true, true, true]);
  });
  it('findMail finds by id', () => {
    expect(findMail(list, 2)?.id).toBe(2);
    expect(findMail(list, 7)).toBeUndefined();
  });
});
