import { describe, expect, it } from 'vitest';
import { createMailFixture, emailTagsFixture } from '../../../../src/adapters/mock/demo/fixtures/mail.fixture';
import { filterMails } from '../../../../src/domain/demo/mail/mail-filter';

describe('mail fixture', () => {
  const mails = createMailFixture();
  it('has 30 mails with ids 1 to 30', () => {
    expect(mails.map((m) => m.id)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });
  it('is deterministic and a fresh copy each time', () => {
    const again = createMailFixture();
    expect(again).toEqual(mails);
    expect(again).not.toBe(mails);
  });
  it('has nested replies with the empty folder', () => {
    const replies = mails.flatMap((m) => m.replies);
    expect(replies.length).toBeGreaterThan(0);
    expect(replies.every((r) => r.mailFolder === '')).toBe(true);
  });
  it('has attachments and every folder and label populated', () => {
    expect(mails.some((m) => m.attachments.length > 0)).toBe(true);
    for (const filter of [
      'inbox',
      'sent',
      'draft',
      'trash',
      'spam',
      'starred',
      'personal',
      'company',
      'important',
      'private',
    ]) {
      expect(filterMails(mails, filter).length, filter).toBeGreaterThan(0);
    }
  });
  it('has the 4 email tags with their colours', () => {
    expect(emailTagsFixture.map((t) => [t.value, t.color])).toEqual([
      ['personal', 'success'],
      ['company', 'primary'],
      ['important', 'warning'],
      ['private', 'danger'],
    ]);
  });
  it('uses no remote images', () => {
    expect(mails.every((m) => m.img === '')).toBe(true);
  });
});
