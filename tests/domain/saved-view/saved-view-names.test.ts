import { describe, expect, it } from 'vitest';
import { savedViewErrors, type SavedViewDraft } from '../../../src/domain/saved-view/saved-view';

const draft = (patch: Partial<SavedViewDraft>): SavedViewDraft => ({
  list: 'freight',
  name: 'Late to Rotterdam',
  shared: true,
  state: { status: ['in_transit'] },
  columns: [],
  ...patch,
});

describe('a saved view that passes for something else', () => {
  it.each(['Official', 'Oficial – embarques', 'DEFAULT view', 'Padrão', 'Ｏｆｆｉｃｉａｌ', 'Sys tem'])(
    'refuses the shared name %s',
    (name) => {
      expect(savedViewErrors(draft({ name }))).toEqual({ name: 'reservedName' });
    },
  );

  it('lets a private view keep any name, and a shared one an ordinary name', () => {
    expect(savedViewErrors(draft({ name: 'Official', shared: false }))).toEqual({});
    expect(savedViewErrors(draft({ name: 'Late to Rotterdam' }))).toEqual({});
  });

  it.each(['Mine\u200b', 'A\u202eB', 'Tab\there'])('refuses a name with hidden characters (%j)', (name) => {
    expect(savedViewErrors(draft({ name, shared: false }))).toEqual({ name: 'hiddenCharacters' });
  });

  it.each(['constructor', 'prototype', 'hasOwnProperty', 'toString'])('refuses %s as a state key', (key) => {
    expect(savedViewErrors(draft({ state: { [key]: 'x' } }))).toEqual({ state: 'reservedKey' });
  });

  it('refuses __proto__ as a state key', () => {
    const state = JSON.parse('{"__proto__": "x"}') as Record<string, string>;
    expect(savedViewErrors(draft({ state })).state).toBeDefined();
  });
});
