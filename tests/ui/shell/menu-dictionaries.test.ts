import { describe, expect, it } from 'vitest';
import { PRODUCT_MENU } from '../../../src/domain/menu/menu-items';
import { messages } from '../../../src/ui/i18n/menu.messages';

const SPEC_LABELS = [
  'dashboard',
  'products',
  'types',
  'contacts',
  'freight',
  'invoice',
  'configure',
  'userList',
  'userView',
  'userEdit',
  'analytics',
  'ecommerce',
  'email',
  'chat',
  'todo',
  'calendar',
  'shop',
  'wishList',
  'productDetail',
  'checkout',
  'login',
  'register',
  'forgotPassword',
  'resetPassword',
  'lockScreen',
  'profile',
  'accountSettings',
  'faq',
  'knowledgeBase',
  'search',
  'notAuthorized',
  'maintenance',
  'comingSoon',
  'error404',
  'error500',
];

describe('menu label dictionaries', () => {
  it('hold the same labels in English, Portuguese, German and French', () => {
    const en = Object.keys(messages.en).sort();
    for (const locale of ['pt', 'de', 'fr'] as const) expect(Object.keys(messages[locale]).sort(), locale).toEqual(en);
  });

  it('hold the spec label set', () => {
    for (const id of SPEC_LABELS) expect(messages.en, id).toHaveProperty(`menu.${id}`);
  });

  it('label every entry of the product menu', () => {
    for (const id of PRODUCT_MENU.map((e) => e.labelId)) expect(messages.en, id).toHaveProperty(id);
  });

  it('keeps the product sidebar labels of the spec in English', () => {
    expect(messages.en['menu.products']).toBe('Produtos');
    expect(messages.en['menu.contacts']).toBe('Contatos');
    expect(messages.pt['menu.dashboard']).toBe('Painel');
  });
});
