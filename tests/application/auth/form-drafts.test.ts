import { afterEach, describe, expect, it } from 'vitest';
import { createFormDrafts, DRAFT_MAX_AGE_MS } from '../../../src/application/auth/form-drafts';
import { createWebStorage } from '../../../src/adapters/browser/web-storage.adapter';

function setup() {
  let time = 1_000_000;
  const drafts = createFormDrafts(createWebStorage(window), () => time);
  return { drafts, advance: (ms: number) => (time += ms) };
}

afterEach(() => localStorage.clear());

describe('form drafts', () => {
  it('keeps a draft per person and form address until dropped', () => {
    const { drafts } = setup();
    drafts.keep('u-1', '/product/new', { label: '', values: { code: 'P-1' } });
    drafts.keep('u-1', '/contact/new', { label: '', values: { firstname: 'Ana' } });
    expect(drafts.find('u-1', '/product/new')).toMatchObject({ values: { code: 'P-1' } });
    expect(drafts.find('u-2', '/product/new')).toBeNull();
    drafts.drop('u-1', '/product/new');
    expect(drafts.find('u-1', '/product/new')).toBeNull();
    expect(drafts.find('u-1', '/contact/new')).not.toBeNull();
    drafts.drop('u-1', '/contact/new');
    expect(localStorage.length).toBe(0);
  });

  it('never writes a password to storage', () => {
    const { drafts } = setup();
    drafts.keep('u-1', '/user/new', {
      label: '',
      values: { email: 'a@b.test', password: 'hunter22', newPassword: 'x' },
    });
    expect(drafts.find('u-1', '/user/new')?.values).toEqual({ email: 'a@b.test' });
    expect(JSON.stringify(localStorage)).not.toContain('hunter22');
  });

  it('keeps the record version the input was typed on', () => {
    const { drafts } = setup();
    drafts.keep('u-1', '/product/p-1/edit', { label: 'P-1', values: {}, version: '2026-01-01T00:00:00Z' });
    expect(drafts.find('u-1', '/product/p-1/edit')?.version).toBe('2026-01-01T00:00:00Z');
  });

  it('forgets a draft nobody came back to within the limit', () => {
    const { drafts, advance } = setup();
    drafts.keep('u-1', '/product/new', { label: '', values: { code: 'P-1' } });
    advance(DRAFT_MAX_AGE_MS + 1);
    expect(drafts.find('u-1', '/product/new')).toBeNull();
    expect(localStorage.length).toBe(0);
  });

  it('ignores what is not a draft in storage', () => {
    const { drafts } = setup();
    localStorage.setItem('freightdesk.form-drafts.u-1', '{"a":{"label":1},"b":');
    expect(drafts.find('u-1', 'a')).toBeNull();
    localStorage.setItem('freightdesk.form-drafts.u-1', '{"a":{"label":"x","values":[],"keptAt":1}}');
    expect(drafts.find('u-1', 'a')).toBeNull();
  });
});
