import { describe, expect, it } from 'vitest';
import {
  changeSettings,
  DEFAULT_CUSTOMIZER_SETTINGS as D,
  parseCustomizerSettings,
  serializeCustomizerSettings,
} from '../../../src/domain/customizer/customizer-settings';
import { effectiveLayout, isNarrow } from '../../../src/domain/customizer/viewport-rules';

describe('customizer defaults', () => {
  it('match the spec', () => {
    expect(D).toMatchObject({
      layout: 'vertical',
      theme: 'light',
      sidebarCollapsed: false,
      navbarType: 'floating',
      footerType: 'static',
      menuTheme: 'primary',
      direction: 'ltr',
      hideScrollToTop: false,
    });
  });
});

describe('parseCustomizerSettings', () => {
  it('gives the defaults for nothing stored, bad JSON, or a non-object', () => {
    for (const raw of [null, '', '{oops', 'null', '42', '"dark"', '[1,2]'])
      expect(parseCustomizerSettings(raw)).toEqual(D);
  });

  it('reads back what was written', () => {
    const s = changeSettings(D, {
      theme: 'dark',
      navbarType: 'hidden',
      footerType: 'sticky',
      direction: 'rtl',
      menuTheme: 'danger',
      sidebarCollapsed: true,
    });
    expect(parseCustomizerSettings(serializeCustomizerSettings(s))).toEqual(s);
  });

  it('replaces unknown or wrongly typed fields by their defaults and keeps the good ones', () => {
    const raw = JSON.stringify({
      theme: 'purple',
      layout: 'horizontal',
      sidebarCollapsed: 'yes',
      navbarColor: 'danger',
      extra: 1,
    });
    expect(parseCustomizerSettings(raw)).toEqual({ ...D, layout: 'horizontal', navbarColor: 'danger' });
  });

  it('never loads semi-dark with the horizontal layout', () => {
    expect(parseCustomizerSettings(JSON.stringify({ theme: 'semi-dark', layout: 'horizontal' })).theme).toBe('light');
    expect(parseCustomizerSettings(JSON.stringify({ theme: 'semi-dark', layout: 'vertical' })).theme).toBe('semi-dark');
  });
});

describe('changeSettings', () => {
  it('drops semi-dark when switching to horizontal, keeps dark', () => {
    expect(changeSettings({ ...D, theme: 'semi-dark' }, { layout: 'horizontal' }).theme).toBe('light');
    expect(changeSettings({ ...D, theme: 'dark' }, { layout: 'horizontal' }).theme).toBe('dark');
    expect(changeSettings({ ...D, layout: 'horizontal' }, { theme: 'semi-dark' }).theme).toBe('light');
  });
});

describe('viewport rules', () => {
  it('switches horizontal to vertical at 1199 px and below', () => {
    expect(isNarrow(1199)).toBe(true);
    expect(isNarrow(1200)).toBe(false);
    expect(effectiveLayout('horizontal', 1199)).toBe('vertical');
    expect(effectiveLayout('horizontal', 1200)).toBe('horizontal');
    expect(effectiveLayout('vertical', 1920)).toBe('vertical');
  });
});
