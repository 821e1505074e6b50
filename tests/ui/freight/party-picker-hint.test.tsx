import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { EMPTY_CONTACT, type Contact } from '../../../src/domain/contact/contact';
import { renderRoute } from '../../support/render-with-app';
import { fakeProducts } from '../products/render-products';
import { fakeContacts, memoryFreight } from './render-freight';

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

const twoChens = fakeContacts([
  chen('c-1', 'Santos', '11.222.333/0001-81'),
  chen('c-2', 'Curitiba', '45.997.418/0001-53'),
]);

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
