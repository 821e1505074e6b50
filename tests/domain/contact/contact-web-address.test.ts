import { describe, expect, it } from 'vitest';
import { EMPTY_CONTACT } from '../../../src/domain/contact/contact';
import { isWebAddress, validateContact } from '../../../src/domain/contact/contact-validation';

const contact = { ...EMPTY_CONTACT, company: 'Exporta Ltda', country: 'BR' };

describe('a contact web address', () => {
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com',
    '//evil.example',
    'https://exa mple.com',
    'https://ex\u200bample.com',
    'https://еxample.com',
    'localhost',
  ])('refuses %s', (web) => {
    expect(isWebAddress(web)).toBe(false);
    expect(validateContact({ ...contact, web })).toEqual({ web: 'webAddress' });
  });

  it.each(['https://www.exporta.com.br', 'http://exporta.example:8080/en?x=1#top', 'www.exporta.com.br'])(
    'takes %s',
    (web) => {
      expect(validateContact({ ...contact, web })).toEqual({});
    },
  );
});
