import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src/application/errors/app-error';
import type { Product, ProductFields } from '../../../src/domain/product/product';
import { fakeProducts, renderProductScreen } from './render-products';

/** The input labelled exactly `label` (a required field's asterisk aside). */
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\s*\\*?$`), { selector: 'input' });

async function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await userEvent.clear(field(label));
    await userEvent.click(field(label));
    await userEvent.paste(value);
  }
}

const coffee = {
  Code: 'P-9001',
  'Description (English)': 'Green coffee',
  'HS code': '090111',
  NCM: '0901111',
  'Unit price': '5.2',
  'Net weight per unit (kg)': '1',
  'Gross weight per unit (kg)': '1.05',
};

describe('product form', () => {
  it('shows the NCM rule at the field and does not call the backend', async () => {
    const products = fakeProducts({
      save: async () => {
        throw new Error('should not save');
      },
    });
    await renderProductScreen('/product/new', products);
    await screen.findByRole('heading', { name: 'New product' });
    await fill(coffee);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const ncm = field('NCM');
    expect(ncm).toHaveAttribute('aria-invalid', 'true');
    expect(ncm).toHaveAccessibleDescription(expect.stringContaining('The NCM has exactly 8 digits.'));
    expect(products.save).not.toHaveBeenCalled();

    await userEvent.type(ncm, '0');
    await userEvent.clear(field('HS code'));
    await userEvent.type(field('HS code'), '090112');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(field('NCM')).toHaveAccessibleDescription(expect.stringContaining('The NCM must start with the HS code.'));
  });

  it('keeps what was typed when the server refuses a duplicate code, and says so at the code field', async () => {
    const products = fakeProducts({
      save: async () => {
        throw new AppError('conflict', 'This code is already in use.', {
          status: 409,
          fieldErrors: { code: 'duplicate' },
        });
      },
    });
    await renderProductScreen('/product/new', products);
    await screen.findByRole('heading', { name: 'New product' });
    await fill({ ...coffee, NCM: '09011110' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('Code')).toHaveAccessibleDescription(expect.stringContaining('Already in use.')));
    expect(await screen.findByText('Could not save')).toBeInTheDocument();
    expect(field('Code')).toHaveValue('P-9001');
    expect(field('Description (English)')).toHaveValue('Green coffee');
    expect(field('Unit price')).toHaveValue('5.2');
    expect(screen.getByRole('heading', { name: 'New product' })).toBeInTheDocument();
  });

  it('reads numbers in Portuguese notation and saves once on a double click', async () => {
    let release: (p: Product) => void = () => undefined;
    const products = fakeProducts({
      save: () =>
        new Promise<Product>((resolve) => {
          release = resolve;
        }),
    });
    await renderProductScreen('/product/new', products, 'pt');
    await screen.findByRole('heading', { name: 'Novo produto' });
    await fill({
      Código: 'P-9002',
      'Descrição (português)': 'Café verde',
      'Código SH': '090111',
      NCM: '09011110',
      'Preço unitário': '1.5',
      'Peso líquido por unidade (kg)': '1,5',
      'Peso bruto por unidade (kg)': '1,6',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(field('Preço unitário')).toHaveAccessibleDescription(
      expect.stringContaining('Não é um número na notação deste idioma.'),
    );

    await fill({ 'Preço unitário': '1.234,5' });
    await userEvent.dblClick(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(products.save).toHaveBeenCalledTimes(1));
    expect(products.save.mock.calls[0]?.[1]).toMatchObject({
      unitPrice: { minor: 123450, currency: 'USD' },
      netWeightGrams: 1500,
      grossWeightGrams: 1600,
      ncmCode: '09011110',
    });
    release({
      ...(products.save.mock.calls[0]?.[1] as ProductFields),
      id: 'p-9002',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    expect(await screen.findByRole('heading', { name: 'Produtos' })).toBeInTheDocument();
    expect(products.save).toHaveBeenCalledTimes(1);
  });
});
