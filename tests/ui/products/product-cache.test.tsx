import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src/application/errors/app-error';
import { memoryProducts, productRows, renderProductScreen } from './render-products';

/** The text box labelled exactly `label` (a required field's asterisk aside). */
const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\s*\\*?$`), { selector: 'input' });

describe('the product list keeps its state in the URL', () => {
  it('puts filter, page size and page in the URL, and Back from a record restores that list without asking again', async () => {
    const products = memoryProducts(productRows(18)); // 12 from Brazil
    const user = userEvent.setup();
    const { router } = await renderProductScreen('/product/list', products);
    expect(await screen.findAllByTestId('list-row')).toHaveLength(18);

    // A plain change event: user-event walks every option of the long country list, which is slow in jsdom.
    fireEvent.change(screen.getByRole('combobox', { name: 'Country of origin' }), { target: { value: 'BR' } });
    await waitFor(() => expect(screen.getAllByTestId('list-row')).toHaveLength(12));
    fireEvent.change(screen.getByRole('combobox', { name: 'Rows per page' }), { target: { value: '10' } });
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getByTestId('list-summary')).toHaveTextContent('11–12 of 12'));
    expect(router.state.location.search).toEqual({ countryOfOrigin: 'BR', pageSize: 10, page: 2 });
    expect(screen.getAllByTestId('list-row')[0]).toHaveTextContent('P-0016');
    const listCalls = products.list.mock.calls.length;

    await user.click(screen.getByRole('link', { name: 'Edit P-0016 · Product 0016' }));
    expect(await screen.findByRole('heading', { name: 'Edit product' })).toBeInTheDocument();
    await act(() => router.history.back());

    expect(await screen.findByRole('heading', { name: 'Products' })).toBeInTheDocument();
    expect(router.state.location.search).toEqual({ countryOfOrigin: 'BR', pageSize: 10, page: 2 });
    expect(screen.getByRole('combobox', { name: 'Country of origin' })).toHaveValue('BR');
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');
    expect(screen.getByTestId('list-summary')).toHaveTextContent('11–12 of 12');
    expect(screen.getAllByTestId('list-row')[0]).toHaveTextContent('P-0016');
    expect(products.list).toHaveBeenCalledTimes(listCalls);
  });

  it('opens a copied link as the same list', async () => {
    const products = memoryProducts(productRows(18));
    await renderProductScreen('/product/list?countryOfOrigin=BR&pageSize=10&page=2&sort=code&dir=desc', products);
    await waitFor(() => expect(screen.getByTestId('list-summary')).toHaveTextContent('11–12 of 12'));
    expect(screen.getByRole('combobox', { name: 'Country of origin' })).toHaveValue('BR');
    expect(screen.getByRole('columnheader', { name: 'Code' })).toHaveAttribute('aria-sort', 'descending');
    expect(products.list).toHaveBeenCalledTimes(1);
    expect(products.list).toHaveBeenCalledWith(
      {
        text: '',
        filters: { countryOfOrigin: 'BR' },
        sort: { field: 'code', direction: 'desc' },
        page: 2,
        pageSize: 10,
      },
      expect.anything(),
    );
  });

  it('drops what a link cannot mean (unknown values, another page size) and opens the list anyway', async () => {
    const products = memoryProducts(productRows(30));
    await renderProductScreen('/product/list?countryOfOrigin=XX&pageSize=20&page=0&sort=colour', products);
    expect(await screen.findAllByTestId('list-row')).toHaveLength(25);
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('25');
    expect(screen.getByRole('combobox', { name: 'Country of origin' })).toHaveValue('');
    expect(products.list).toHaveBeenCalledWith(
      { text: '', filters: {}, sort: { field: 'code', direction: 'asc' }, page: 1, pageSize: 25 },
      expect.anything(),
    );
  });
});

describe('saving a product', () => {
  it('puts the saved record in the cache: opening it again does not ask the backend', async () => {
    const products = memoryProducts(productRows(3));
    const user = userEvent.setup();
    await renderProductScreen('/product/p-0002/edit', products);
    await waitFor(() => expect(field('Description (English)')).toHaveValue('Product 0002'));
    expect(products.get).toHaveBeenCalledTimes(1);

    await user.clear(field('Description (English)'));
    await user.type(field('Description (English)'), 'Roasted coffee');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Products' })).toBeInTheDocument();
    expect(products.save).toHaveBeenCalledTimes(1);
    // The list was out of date after the save, so it asked again and shows the new description.
    expect(await screen.findByText('Roasted coffee')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Edit P-0002 · Roasted coffee' }));
    expect(await screen.findByRole('heading', { name: 'Edit product' })).toBeInTheDocument();
    expect(field('Description (English)')).toHaveValue('Roasted coffee');
    expect(products.get).toHaveBeenCalledTimes(1);
  });

  it('says when someone else saved first, and keeps what was typed', async () => {
    const products = memoryProducts(productRows(3));
    products.save.mockRejectedValue(
      new AppError('conflict', 'Version 3 is not the current version 4.', { status: 409, code: 'record.stale' }),
    );
    const user = userEvent.setup();
    await renderProductScreen('/product/p-0001/edit', products, 'pt');
    await waitFor(() => expect(field('Descrição (inglês)')).toHaveValue('Product 0001'));
    await user.clear(field('Descrição (inglês)'));
    await user.type(field('Descrição (inglês)'), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    const form = screen.getByRole('heading', { name: 'Editar produto' }).parentElement as HTMLElement;
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Outra pessoa salvou este registro depois que você o abriu.',
    );
    expect(screen.queryByText(/Version 3/)).not.toBeInTheDocument();
    expect(field('Descrição (inglês)')).toHaveValue('Mine');
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled();
  });
});
