import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src/application/errors/app-error';
import type { ContactUseCases } from '../../../src/application/contacts/contact.use-cases';
import { EMPTY_CONTACT, type Contact } from '../../../src/domain/contact/contact';
import { renderRoute } from '../../support/render-with-app';
import { fakeProducts } from '../products/render-products';
import { memoryFreight } from './render-freight';

const chen = (id: string, city: string, taxId: string): Contact => ({
  ...EMPTY_CONTACT,
  id,
  updatedAt: '2026-11-01T00:00:00.000Z',
  company: 'Chen Logística Ltda',
  country: 'BR',
  city,
  taxId,
  roles: ['shipper', 'consignee'],
});

const twoChens: ContactUseCases = {
  list: async () => ({ items: [], total: 0, page: 1, pageCount: 1 }),
  search: async () => [chen('c-1', 'Santos', '11.222.333/0001-81'), chen('c-2', 'Curitiba', '45.997.418/0001-53')],
  get: async () => {
    throw new AppError('not-found', 'No such contact.');
  },
  save: async () => {
    throw new AppError('server', 'No save in this test.');
  },
  remove: async () => undefined,
  importMany: async () => ({ created: 0 }),
};

describe('the party pickers', () => {
  it('tell two companies of one name apart by city and tax id', async () => {
    const user = userEvent.setup();
    await act(async () => {
      await renderRoute('/freight/new', {
        useCases: { freight: memoryFreight([]), contacts: twoChens, products: fakeProducts() },
        locale: 'en',
      });
    });
    const shipper = await screen.findByRole('combobox', { name: /^Shipper/ });
    await user.type(shipper, 'Chen');
    const options = () => {
      const listbox = document.getElementById(shipper.getAttribute('aria-controls') ?? '');
      return listbox ? within(listbox).queryAllByRole('option', { hidden: true }) : [];
    };
    await waitFor(() => expect(options()).toHaveLength(2));
    expect(options().map((o) => o.textContent)).toEqual([
      'Chen Logística Ltda (BR)Santos · 11.222.333/0001-81',
      'Chen Logística Ltda (BR)Curitiba · 45.997.418/0001-53',
    ]);
  });
});
