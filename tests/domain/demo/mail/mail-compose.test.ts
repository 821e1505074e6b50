import { describe, expect, it } from 'vitest';
import {
  composeMail,
  mailSentAt,
  mailTimestamp,
  nextMailId,
  parseAddresses,
  textToMailHtml,
  validateDraft,
} from '../../../../src/domain/demo/mail/mail-compose';
import { mail } from './mail-test-data';

const draft = { to: ['a@b.test'], cc: [], bcc: [], subject: 'Quote', message: '<p>hi</p>' };

describe('compose', () => {
  it('validates recipients and subject', () => {
    expect(validateDraft(draft)).toEqual({});
    expect(validateDraft({ ...draft, to: [] })).toEqual({ to: 'required' });
    expect(validateDraft({ ...draft, cc: ['nope'] })).toEqual({ to: 'invalid' });
    expect(validateDraft({ ...draft, subject: '  ' })).toEqual({ subject: 'required' });
  });
  it('parses address fields', () => {
    expect(parseAddresses(' a@b.test, c@d.test; ,')).toEqual(['a@b.test', 'c@d.test']);
    expect(parseAddresses('')).toEqual([]);
  });
  it('nextMailId is the largest id plus one', () => {
    expect(nextMailId([mail(3), mail(30), mail(7)])).toBe(31);
    expect(nextMailId([])).toBe(1);
  });
  it('formats the time fields in UTC', () => {
    expect(mailTimestamp(new Date('2026-03-02T07:05:00Z'))).toEqual({ time: '07:05', day: 'Mon, 2 Mar', year: 2026 });
  });
  it('appends a read, sent mail from the sender', () => {
    const out = composeMail(
      [mail(1)],
      draft,
      { sender: 'me@x.test', sender_name: 'Me', img: '' },
      new Date('2026-01-01T10:00:00Z'),
    );
    expect(out).toHaveLength(2);
    expect(out[1]).toMatchObject({
      id: 2,
      mailFolder: 'sent',
      unread: false,
      sender_name: 'Me',
      subject: 'Quote',
      to: ['a@b.test'],
    });
  });
});

describe('textToMailHtml', () => {
  it('escapes markup and makes paragraphs and line breaks', () => {
    expect(textToMailHtml('Hi <b>you</b> & co\nline 2\n\n\nNext')).toBe(
      '<p>Hi &lt;b&gt;you&lt;/b&gt; &amp; co<br>line 2</p><p>Next</p>',
    );
    expect(textToMailHtml('  \n\n ')).toBe('');
  });
});

describe('mailSentAt', () => {
  it('reads back the moment that mailTimestamp wrote', () => {
    const at = new Date(Date.UTC(2026, 9, 12, 14, 5));
    expect(mailSentAt(mailTimestamp(at))).toEqual(at);
  });

  it('refuses fields that make no date', () => {
    expect(mailSentAt({ day: 'Mon, 31 Feb', year: 2026, time: '10:00' })).toBeNull();
    expect(mailSentAt({ day: 'someday', year: 2026, time: '10:00' })).toBeNull();
    expect(mailSentAt({ day: 'Mon, 12 Oct', year: 2026, time: 'noon' })).toBeNull();
  });
});
