import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src/application/errors/app-error';
import type { Product } from '../../../src/domain/product/product';
import { fakeProducts, renderProductScreen } from './render-products';

const coffee: Product = {
  id: 'p-1',
  code: 'P-0001',
  descriptionPt: 'Café verde',
  descriptionEn: 'Green coffee',
  hsCode: '090111',
  ncmCode: '09011110',
  unit: 'kg',
  unitPrice: { minor: 123450, currency: 'USD' },
  netWeightGrams: 1500,
  grossWeightGrams: 1600,
  countryOfOrigin: 'BR',
  active: true,
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const juice: Product = {
  ...coffee,
  id: 'p-2',
  code: 'P-0002',
  descriptionPt: '',
  descriptionEn: 'Orange juice',
  ncmCode: '20091200',
  hsCode: '200912',
  unitPrice: { minor: 1607, currency: 'BRL' },
  active: false,
};

describe('product list', () => {
  it('shows a failed load with a retry, then the rows in Portuguese notation', async () => {
    let attempt = 0;
    const products = fakeProducts({
      list: async () => {
        attempt += 1;
        if (attempt === 1) throw new AppError('network', 'offline');
        return { items: [coffee, juice], total: 2, page: 1, pageCount: 1 };
      },
    });
    await renderProductScreen('/product/list', products, 'pt');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível contatar o servidor');
    // A plain click: with user-event the retried load would settle between its pointer steps, outside act().
    fireEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));

    const rows = await screen.findAllByTestId('list-row');
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Café verde');
    expect(first).toHaveTextContent(/US\$\s1\.234,50/);
    expect(first).toHaveTextContent('1,5 kg');
    expect(first).toHaveTextContent('0901.11.10');
    expect(first).toHaveTextContent('Ativo');
    // No Portuguese description: the English one stands in.
    expect(second).toHaveTextContent('Orange juice');
    expect(second).toHaveTextContent(/R\$\s16,07/);
    expect(second).toHaveTextContent('Inativo');
    expect(products.list).toHaveBeenLastCalledWith(
      expect.objectContaining({ sort: { field: 'code', direction: 'asc' }, page: 1 }),
      expect.anything(),
    );
  });

  it('deletes a row only after the confirmation and loads the page again', async () => {
    const products = fakeProducts({ list: async () => ({ items: [coffee], total: 1, page: 1, pageCount: 1 }) });
    await renderProductScreen('/product/list', products);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete P-0001 · Green coffee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this record?' });
    expect(products.remove).not.toHaveBeenCalled();
    const loads = products.list.mock.calls.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(products.remove).toHaveBeenCalledWith('p-1');
    expect(await screen.findByText('“P-0001 · Green coffee” was deleted.')).toBeInTheDocument();
    await waitFor(() => expect(products.list.mock.calls.length).toBeGreaterThan(loads));
    await waitFor(() => expect(screen.getByTestId('products-table')).toHaveAttribute('aria-busy', 'false'));
  });
});
