import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aFreight, aLine } from '../../domain/freight/freight-test-data';
import { memoryFreight, renderFreightScreen } from './render-freight';

const ROWS = () => [
  aFreight({ id: 'a', reference: 'FR-2026-000001', status: 'booked', lines: [aLine()] }),
  aFreight({ id: 'b', reference: 'FR-2026-000002', status: 'delivered', lines: [aLine()] }),
  aFreight({ id: 'c', reference: 'FR-2026-000003', status: 'draft', carrier: '', lines: [aLine()] }),
];

describe('the bulk status menu', () => {
  it('offers only the actions valid for at least one selected shipment', async () => {
    const user = userEvent.setup();
    const first = await renderFreightScreen('/freight/list?sort=reference&dir=asc', memoryFreight(ROWS()));
    await user.click(await screen.findByRole('checkbox', { name: 'Select FR-2026-000002' }));
    await user.click(await screen.findByRole('button', { name: /Change status/ }));
    expect(await screen.findByText('No status change applies to the selected shipments')).toBeInTheDocument();
    expect(screen.queryByRole('menuitem')).toBeNull();
    first.unmount();

    await renderFreightScreen('/freight/list?sort=reference&dir=asc', memoryFreight(ROWS()));
    await user.click(await screen.findByRole('checkbox', { name: 'Select FR-2026-000002' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select FR-2026-000001' }));
    await user.click(await screen.findByRole('button', { name: /Change status/ }));
    await waitFor(() =>
      expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
        'Mark departed',
        'Cancel shipment',
      ]),
    );
  });

  it('says per reference why each refused shipment was refused, in Portuguese too', async () => {
    const user = userEvent.setup();
    const freight = memoryFreight(ROWS());
    await renderFreightScreen('/freight/list?sort=reference&dir=asc', freight, { locale: 'pt' });
    await user.click(await screen.findByRole('checkbox', { name: 'Selecionar todos nesta página' }));
    await user.click(await screen.findByRole('button', { name: /Alterar status/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cancelar embarque' }));
    const ask = await screen.findByRole('dialog', { name: 'Cancelar 3 embarques?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancelar 3 embarques' }));
    const report = await screen.findByRole('dialog', { name: '1 embarque não foi alterado' });
    const items = within(within(report).getByTestId('bulk-refusals')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'FR-2026-000002: não é possível com o embarque em Entregue.',
    ]);
    expect(freight.changeStatusMany).toHaveBeenCalledWith(['a', 'b', 'c'], 'cancel', undefined);
  });

  it('explains what booking misses', async () => {
    const user = userEvent.setup();
    const rows = [...ROWS(), aFreight({ id: 'd', reference: 'FR-2026-000004', lines: [aLine()] })];
    await renderFreightScreen('/freight/list?sort=reference&dir=asc', memoryFreight(rows));
    await user.click(await screen.findByRole('checkbox', { name: 'Select FR-2026-000003' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select FR-2026-000004' }));
    await user.click(await screen.findByRole('button', { name: /Change status/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Book' }));
    const ask = await screen.findByRole('dialog', { name: 'Book 2 shipments?' });
    expect(ask).toHaveTextContent('Booking locks their invoices');
    expect(await within(ask).findByTestId('bulk-will-refuse')).toHaveTextContent('1 of the 2 cannot take this change');
    await user.click(within(ask).getByRole('button', { name: 'Book 2 shipments' }));
    const report = await screen.findByRole('dialog', { name: '1 shipment was not changed' });
    expect(within(report).getByTestId('bulk-refusals')).toHaveTextContent(
      'FR-2026-000003: Cannot book yet. Still needed: a carrier and no field errors.',
    );
  });

  it('asks before acting, naming the count and the action; going back changes nothing', async () => {
    const user = userEvent.setup();
    const rows = [
      aFreight({ id: 'a', reference: 'FR-2026-000001', lines: [aLine()] }),
      aFreight({ id: 'b', reference: 'FR-2026-000002', lines: [aLine()] }),
      aFreight({ id: 'c', reference: 'FR-2026-000003', status: 'booked', lines: [aLine()] }),
    ];
    const freight = memoryFreight(rows);
    await renderFreightScreen('/freight/list?sort=reference&dir=asc', freight);
    await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(await screen.findByRole('button', { name: /Change status/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cancel shipment' }));
    const ask = await screen.findByRole('dialog', { name: 'Cancel 3 shipments?' });
    expect(within(ask).queryByRole('textbox')).toBeNull();
    await user.click(within(ask).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(freight.changeStatusMany).not.toHaveBeenCalled();
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(4);
    expect(await screen.findByRole('button', { name: /Change status · 3 selected/ })).toBeInTheDocument();
  });
});

describe('a bulk departure, arrival or delivery', () => {
  const day = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
  const inTransit = () => [
    aFreight({
      id: 'a',
      reference: 'FR-2026-000001',
      status: 'in_transit',
      departedOn: '2026-11-10',
      lines: [aLine()],
    }),
    aFreight({
      id: 'b',
      reference: 'FR-2026-000002',
      status: 'in_transit',
      departedOn: '2026-11-18',
      lines: [aLine()],
    }),
  ];

  /** Both shipments selected, the arrival chosen from the menu: the dialog that asks for the day. */
  const askToArriveBoth = async () => {
    const user = userEvent.setup();
    const freight = memoryFreight(inTransit());
    await renderFreightScreen('/freight/list?sort=reference&dir=asc', freight);
    await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(await screen.findByRole('button', { name: /Change status/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Arrived at customs' }));
    const ask = await screen.findByRole('dialog', { name: 'Mark 2 shipments arrived at customs?' });
    return { user, freight, ask };
  };

  it('asks for one day, today by default, and refuses a day in the future before sending anything', async () => {
    const { user, freight, ask } = await askToArriveBoth();
    const field = within(ask).getByRole('textbox', { name: /The day it happened, for all 2/ });
    expect(field).toHaveValue(day(freight.today()));
    await user.clear(field);
    await user.type(field, day('2026-11-22'));
    await user.tab();
    expect(await within(ask).findByText(/cannot be in the future/)).toBeInTheDocument();
    expect(within(ask).getByRole('button', { name: 'Mark 2 arrived' })).toBeDisabled();
    expect(freight.changeStatusMany).not.toHaveBeenCalled();
  });

  it('sends the chosen day and names each shipment refused for it, with why', async () => {
    const { user, freight, ask } = await askToArriveBoth();
    const field = within(ask).getByRole('textbox', { name: /The day it happened/ });
    await user.clear(field);
    await user.type(field, day('2026-11-15'));
    await user.tab();
    expect(await within(ask).findByTestId('bulk-will-refuse')).toHaveTextContent('1 of the 2 cannot take this change');
    await user.click(within(ask).getByRole('button', { name: 'Mark 2 arrived' }));
    const report = await screen.findByRole('dialog', { name: '1 shipment was not changed' });
    expect(within(report).getByTestId('bulk-refusals')).toHaveTextContent(
      'FR-2026-000002: The date cannot be before the previous step (Nov 18, 2026).',
    );
    expect(freight.changeStatusMany).toHaveBeenCalledWith(['a', 'b'], 'arrive', { date: '2026-11-15' });
    expect((await freight.get('a')).arrivedOn).toBe('2026-11-15');
  });
});

describe('the selection of the freight list', () => {
  const rows = () =>
    Array.from({ length: 12 }, (_, i) =>
      aFreight({
        id: `r${i + 1}`,
        reference: `FR-2026-${String(i + 1).padStart(6, '0')}`,
        mode: i % 2 === 0 ? 'sea' : 'air',
        carrier: i === 0 ? 'Maersk' : 'DHL Express',
        lines: [aLine()],
      }),
    );
  const selectFirst = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(await screen.findByRole('checkbox', { name: 'Select FR-2026-000001' }));
    expect(await screen.findByRole('button', { name: /Change status · 1 selected/ })).toBeInTheDocument();
  };

  it('is cleared when the page changes', async () => {
    const user = userEvent.setup();
    const { router } = await renderFreightScreen(
      '/freight/list?sort=reference&dir=asc&pageSize=10',
      memoryFreight(rows()),
    );
    await selectFirst(user);
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ page: 2 }));
    expect(screen.queryByRole('button', { name: /Change status/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(await screen.findByRole('checkbox', { name: 'Select FR-2026-000001' })).not.toBeChecked();
  });

  it('is cleared when the search text or a filter changes', async () => {
    const user = userEvent.setup();
    const { router } = await renderFreightScreen('/freight/list?sort=reference&dir=asc', memoryFreight(rows()));
    await selectFirst(user);
    await user.type(screen.getByRole('searchbox', { name: /Search reference/ }), 'FR-2026');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'FR-2026' }));
    expect(screen.queryByRole('button', { name: /Change status/ })).toBeNull();

    await selectFirst(user);
    await act(() =>
      router.navigate({ to: '/freight/list', search: { sort: 'reference', dir: 'asc', q: 'FR-2026', mode: ['sea'] } }),
    );
    await waitFor(() => expect(router.state.location.href).toMatch(/mode=sea/));
    expect(await screen.findByRole('checkbox', { name: 'Select FR-2026-000001' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: /Change status/ })).toBeNull();
  });
});
