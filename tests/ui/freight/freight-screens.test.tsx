import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aFreight, aLine } from '../../domain/freight/freight-test-data';
import type { Product } from '../../../src/domain/product/product';
import { fakeProducts, productRows } from '../products/render-products';
import { memoryFreight, renderFreightScreen, STAFF } from './render-freight';

const textBox = (label: string, scope: HTMLElement = document.body) =>
  within(scope).getByLabelText(new RegExp(`^${label}\\s*\\*?$`), { selector: 'input' });

describe('the freight form', () => {
  it('says at the field when a number does not read, and the totals say they are incomplete', async () => {
    const freight = memoryFreight([]);
    const user = userEvent.setup();
    await renderFreightScreen('/freight/new', freight);
    await user.click(await screen.findByRole('button', { name: 'Add line' }));
    const line = screen.getByTestId('line-0');
    fireEvent.change(textBox('Unit value \\(USD\\)', line), { target: { value: '12.5' } });
    fireEvent.change(textBox('Quantity', line), { target: { value: '2' } });
    await waitFor(() => expect(screen.getByTestId('total-totalCosts')).toHaveTextContent('$25.00'));

    fireEvent.change(textBox('Quantity', line), { target: { value: '2,,5' } });
    expect(await within(line).findByText('Not a number in this language’s notation.')).toBeInTheDocument();
    expect(screen.getByTestId('totals-incomplete')).toBeInTheDocument();
    expect(screen.queryByTestId('total-totalCosts')).toBeNull();
    expect(textBox('Quantity', line)).toHaveValue('2,,5');

    fireEvent.change(textBox('Quantity', line), { target: { value: '3' } });
    await waitFor(() => expect(screen.getByTestId('total-totalCosts')).toHaveTextContent('$37.50'));
  });

  it('refuses to save with the domain’s messages at the fields, and saves nothing', async () => {
    const freight = memoryFreight([]);
    const user = userEvent.setup();
    await renderFreightScreen('/freight/new', freight);
    await user.click(await screen.findByRole('button', { name: 'Add line' }));
    fireEvent.change(textBox('HS code', screen.getByTestId('line-0')), { target: { value: '12345' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('HS code has 6 digits')).toBeInTheDocument();
    expect(screen.getAllByText('Required.').length).toBeGreaterThan(0);
    expect(freight.save).not.toHaveBeenCalled();
  });

  it('locks the invoice fields of a booked shipment and leaves the tracking fields editable', async () => {
    const freight = memoryFreight([aFreight({ status: 'booked', lines: [aLine()] })]);
    await renderFreightScreen('/freight/f-1/edit', freight);
    expect(await screen.findByTestId('invoice-locked')).toBeInTheDocument();
    expect(textBox('Description', screen.getByTestId('line-0'))).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toBeEnabled();
    expect(textBox('AWB / B/L number')).toBeEnabled();
    expect(textBox('Freight value \\(USD\\)')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add line' })).toBeNull();
  });

  it('opens the saved shipment without asking for it again', async () => {
    const freight = memoryFreight([aFreight({ lines: [aLine()] })]);
    const user = userEvent.setup();
    const { router } = await renderFreightScreen('/freight/f-1/edit', freight);
    const notes = await screen.findByRole('textbox', { name: 'Notes' });
    fireEvent.change(notes, { target: { value: 'Fragile' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/freight/f-1'));
    expect(await screen.findByTestId('freight-notes')).toHaveTextContent('Fragile');
    expect(freight.save).toHaveBeenCalledTimes(1);
    expect(freight.get).toHaveBeenCalledTimes(1); // the edit route's load, not one after the save
  });
});

describe('line weights', () => {
  it('follow the quantity from the product unless typed, and a typed one is marked and kept', async () => {
    // The saved line: 2 units of a product weighing 1.5 kg net and 1.75 kg gross each.
    const line = aLine({ productId: 'p-0001', quantityMilli: 2000, netWeightGrams: 3000, grossWeightGrams: 3500 });
    const freight = memoryFreight([aFreight({ lines: [line] })]);
    const [product] = productRows(1);
    const products = fakeProducts({
      get: async () => ({ ...(product as Product), netWeightGrams: 1500, grossWeightGrams: 1750 }),
    });
    await renderFreightScreen('/freight/f-1/edit', freight, { products });
    const row = await screen.findByTestId('line-0');
    await waitFor(() => expect(products.get).toHaveBeenCalledWith('p-0001', expect.anything()));

    fireEvent.change(textBox('Quantity', row), { target: { value: '2000' } });
    await waitFor(() => expect(textBox('Net kg', row)).toHaveValue('3000'));
    expect(textBox('Gross kg', row)).toHaveValue('3500');

    fireEvent.change(textBox('Gross kg', row), { target: { value: '3600' } });
    fireEvent.change(textBox('Quantity', row), { target: { value: '4000' } });
    await waitFor(() => expect(textBox('Net kg', row)).toHaveValue('6000'));
    expect(textBox('Gross kg', row)).toHaveValue('3600');
    expect(within(row).getByText('typed')).toBeInTheDocument();
  });
});

describe('the status actions', () => {
  it('offers an admin the reopening of a booked shipment and a staff member not', async () => {
    const booked = () => memoryFreight([aFreight({ status: 'booked', lines: [aLine()] })]);
    const admin = await renderFreightScreen('/freight/f-1', booked());
    const actions = await screen.findByTestId('status-actions');
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Mark departed', 'Cancel shipment', 'Reopen (admin)']);
    admin.unmount();

    await renderFreightScreen('/freight/f-1', booked(), { session: STAFF });
    const staffActions = await screen.findByTestId('status-actions');
    expect(
      within(staffActions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Mark departed', 'Cancel shipment']);
  });

  it('books through the cache: the detail shows the booked record without fetching it again', async () => {
    const freight = memoryFreight([aFreight({ lines: [aLine()] })]);
    const user = userEvent.setup();
    await renderFreightScreen('/freight/f-1', freight);
    await user.click(await screen.findByRole('button', { name: 'Book' }));
    const confirm = await screen.findByRole('dialog', { name: 'Book this shipment?' });
    expect(confirm).toHaveTextContent('locks its invoice');
    expect(confirm).toHaveTextContent('Notes');
    expect(freight.changeStatus).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Book' }));
    expect(await screen.findByRole('button', { name: 'Mark departed' })).toBeInTheDocument();
    expect(screen.getByTestId('status-timeline')).toHaveTextContent('Booked');
    expect(freight.changeStatus).toHaveBeenCalledTimes(1);
    expect(freight.get).toHaveBeenCalledTimes(1);
  });

  it('departing asks for the actual day: today by default, a future day refused at the field', async () => {
    const freight = memoryFreight([aFreight({ lines: [aLine()], status: 'booked' })]);
    const user = userEvent.setup();
    await renderFreightScreen('/freight/f-1', freight);
    await user.click(await screen.findByRole('button', { name: 'Mark departed' }));
    const ask = await screen.findByRole('dialog', { name: 'Mark the shipment departed' });
    const day = within(ask).getByRole('textbox', { name: /Actual departure date/ });
    const today = freight.today();
    expect(day).toHaveValue(`${today.slice(5, 7)}/${today.slice(8, 10)}/${today.slice(0, 4)}`);
    await user.clear(day);
    await user.type(day, `12/31/${Number(today.slice(0, 4)) + 1}`);
    await user.tab();
    expect(await within(ask).findByText(/cannot be in the future/)).toBeInTheDocument();
    expect(within(ask).getByRole('button', { name: 'Mark departed' })).toBeDisabled();
    await user.clear(day);
    await user.type(day, `${today.slice(5, 7)}/${today.slice(8, 10)}/${today.slice(0, 4)}`);
    await user.tab();
    await user.click(within(ask).getByRole('button', { name: 'Mark departed' }));
    await waitFor(() => expect(freight.changeStatus).toHaveBeenCalledWith('f-1', 'depart', { date: today }));
  });
});

describe('the freight list keeps its state in the URL', () => {
  it('opens a copied link with repeated statuses as the same filtered list', async () => {
    const rows = [
      aFreight({ id: 'a', reference: 'FR-2026-000001', status: 'in_transit' }),
      aFreight({ id: 'b', reference: 'FR-2026-000002', status: 'customs' }),
      aFreight({ id: 'c', reference: 'FR-2026-000003', status: 'draft' }),
    ];
    const freight = memoryFreight(rows);
    await renderFreightScreen('/freight/list?status=in_transit&status=customs&sort=reference&dir=asc', freight);
    await waitFor(() => expect(screen.getAllByTestId('freight-row')).toHaveLength(2));
    expect(freight.rows).toHaveBeenCalledWith(
      {
        text: '',
        filters: { status: ['in_transit', 'customs'] },
        sort: { field: 'reference', direction: 'asc' },
        page: 1,
        pageSize: 25,
      },
      expect.anything(),
    );
  });

  it('writes the filters to the URL and Back from a shipment restores the list without asking again', async () => {
    const rows = Array.from({ length: 30 }, (_, i) =>
      aFreight({
        id: `f-${i}`,
        reference: `FR-2026-${String(i + 1).padStart(6, '0')}`,
        mode: i % 2 === 0 ? 'sea' : 'air',
      }),
    );
    const freight = memoryFreight(rows);
    const user = userEvent.setup();
    const { router } = await renderFreightScreen('/freight/list?mode=sea&pageSize=10', freight);
    await waitFor(() => expect(screen.getAllByTestId('freight-row')).toHaveLength(10));
    const pageOne = screen.getAllByTestId('freight-row')[0]?.textContent;
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.href).toMatch(/mode=sea/));
    expect(router.state.location.search).toMatchObject({ pageSize: 10, page: 2 });
    // The page before stays on view until the new one is built.
    await waitFor(() => expect(screen.getAllByTestId('freight-row')[0]?.textContent).not.toBe(pageOne));
    const first = screen.getAllByTestId('freight-row')[0]?.textContent;
    const calls = freight.rows.mock.calls.length;

    await user.click(within(screen.getAllByTestId('freight-row')[0] as HTMLElement).getByRole('link'));
    expect(await screen.findByTestId('status-actions')).toBeInTheDocument();
    await act(() => router.history.back());
    await waitFor(() => expect(screen.getAllByTestId('freight-row')[0]?.textContent).toBe(first));
    expect(router.state.location.search).toMatchObject({ mode: 'sea', pageSize: 10, page: 2 });
    expect(freight.rows).toHaveBeenCalledTimes(calls);
  });
});
