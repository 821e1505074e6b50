import { screen, waitFor, within } from '@testing-library/react';
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
    await user.click(screen.getByRole('button', { name: /Change status/ }));
    expect(await screen.findByText('No status change applies to the selected shipments')).toBeInTheDocument();
    expect(screen.queryByRole('menuitem')).toBeNull();
    first.unmount();

    await renderFreightScreen('/freight/list?sort=reference&dir=asc', memoryFreight(ROWS()));
    await user.click(await screen.findByRole('checkbox', { name: 'Select FR-2026-000002' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select FR-2026-000001' }));
    await user.click(screen.getByRole('button', { name: /Change status/ }));
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
    await user.click(screen.getByRole('button', { name: /Alterar status/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Cancelar embarque' }));
    const report = await screen.findByRole('dialog', { name: '1 embarque não foi alterado' });
    const items = within(within(report).getByTestId('bulk-refusals')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'FR-2026-000002: não é possível com o embarque em Entregue.',
    ]);
    expect(freight.changeStatusMany).toHaveBeenCalledWith(['a', 'b', 'c'], 'cancel');
  });

  it('explains what booking misses', async () => {
    const user = userEvent.setup();
    const rows = [...ROWS(), aFreight({ id: 'd', reference: 'FR-2026-000004', lines: [aLine()] })];
    await renderFreightScreen('/freight/list?sort=reference&dir=asc', memoryFreight(rows));
    await user.click(await screen.findByRole('checkbox', { name: 'Select FR-2026-000003' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select FR-2026-000004' }));
    await user.click(screen.getByRole('button', { name: /Change status/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Book' }));
    const report = await screen.findByRole('dialog', { name: '1 shipment was not changed' });
    expect(within(report).getByTestId('bulk-refusals')).toHaveTextContent(
      'FR-2026-000003: Cannot book yet. Still needed: a carrier and no field errors.',
    );
  });
});
