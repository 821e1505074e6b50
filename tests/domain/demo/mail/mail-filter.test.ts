import { describe, expect, it } from 'vitest';
import {
  countUnread,
  filterMails,
  isMailScreenFilter,
  searchMails,
} from '../../../../src/domain/demo/mail/mail-filter';
import { mail } from './mail-test-data';

const box = [
  mail(1, { mailFolder: 'inbox', labels: ['personal'], unread: true }),
  mail(2, { mailFolder: 'sent', isStarred: true }),
  mail(3, { mailFolder: 'draft', labels: ['company'] }),
  mail(4, { mailFolder: 'trash', isStarred: true, labels: ['personal'] }),
  mail(5, { mailFolder: 'spam', labels: ['important'] }),
  mail(6, { mailFolder: 'inbox', isStarred: true, labels: ['personal', 'private'] }),
];
const ids = (list: { id: number }[]) => list.map((m) => m.id);

describe('filterMails', () => {
  it('inbox returns inbox-folder mails, newest first', () => {
    expect(ids(filterMails(box, 'inbox'))).toEqual([6, 1]);
  });
  it.each([
    ['sent', [2]],
    ['draft', [3]],
    ['trash', [4]],
    ['spam', [5]],
  ])('%s matches the folder', (folder, expected) => {
    expect(ids(filterMails(box, folder))).toEqual(expected);
  });
  it('starred returns starred mails outside trash, in any other folder', () => {
    expect(ids(filterMails(box, 'starred'))).toEqual([6, 2]);
  });
  it('a label returns non-trash mails with it', () => {
    expect(ids(filterMails(box, 'personal'))).toEqual([6, 1]);
    expect(ids(filterMails(box, 'important'))).toEqual([5]);
    expect(ids(filterMails(box, 'private'))).toEqual([6]);
  });
  it('an unknown value is a label nobody carries', () => {
    expect(filterMails(box, 'nothing')).toEqual([]);
  });
  it('does not treat replies (empty folder) as inbox', () => {
    expect(filterMails([mail(9, { mailFolder: '' })], 'inbox')).toEqual([]);
  });
  it('does not mutate its input order', () => {
    const copy = [...box];
    filterMails(box, 'inbox');
    expect(box).toEqual(copy);
  });
  it('counts unread mails under a filter', () => {
    expect(countUnread(box, 'inbox')).toBe(1);
    expect(countUnread(box, 'sent')).toBe(0);
  });
});

describe('searchMails', () => {
  const list = [
    mail(1, { sender_name: 'Hapag Desk', sender: 'ops@carrier.test', subject: 'Booking', message: 'Reefer' }),
    mail(2, { sender_name: 'Ana', sender: 'ana@customs.test', subject: 'Customs hold', message: 'Docs' }),
    mail(3, { sender_name: 'Bo', sender: 'bo@x.test', subject: 'Hi', message: 'Container REEFER plug' }),
  ];
  it('matches sender name case-insensitively', () => expect(ids(searchMails(list, 'hapag'))).toEqual([1]));
  it('matches sender address', () => expect(ids(searchMails(list, 'customs.test'))).toEqual([2]));
  it('matches subject', () => expect(ids(searchMails(list, 'HOLD'))).toEqual([2]));
  it('matches message', () => expect(ids(searchMails(list, 'reefer'))).toEqual([1, 3]));
  it('a blank query keeps everything', () => expect(ids(searchMails(list, '  '))).toEqual([1, 2, 3]));
  it('no match gives an empty list', () => expect(searchMails(list, 'zzz')).toEqual([]));
});

describe('isMailScreenFilter', () => {
  it('accepts folders, starred and labels only', () => {
    for (const f of [
      'inbox',
      'sent',
      'draft',
      'starred',
      'spam',
      'trash',
      'personal',
      'company',
      'important',
      'private',
    ]) {
      expect(isMailScreenFilter(f), f).toBe(true);
    }
    expect(isMailScreenFilter('work')).toBe(false);
    expect(isMailScreenFilter('')).toBe(false);
  });
});
