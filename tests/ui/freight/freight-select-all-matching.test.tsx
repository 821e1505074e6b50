import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src/application/errors/app-error';
import type { BulkTransitionResult } from '../../../src/application/ports/freight-repository.port';
import { aFreight, aLine } from '../../domain/freight/freight-test-data';
import { memoryFreight, renderFreightScreen } from './render-freight';

const drafts = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    aFreight({ id: `d${i + 1}`, reference: `FR-2026-${String(i + 1).padStart(6, '0')}`, lines: [aLine()] }),
  );

/** The whole first page selected, then all that match, and "Cancel" confirmed for all of them. */
async function cancelAllMatching(freight: ReturnType<typeof memoryFreight>, total: number) {
  const user = userEvent.setup();
  const rendered = await renderFreightScreen('/freight/list?sort=reference&dir=asc&pageSize=10', freight);
  await user.click(await screen.findByRole('checkbox', { name: 'Select all on this page' }));
  const banner = screen.getByTestId('select-all-matching');
  expect(banner).toHaveTextContent('All 10 shipments on this page are selected.');
  await user.click(within(banner).getByRole('button', { name: `Select all ${total} matching` }));
  expect(await within(banner).findByText(`All ${total} matching shipments are selected.`)).toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: new RegExp(`Change status · ${total} selected`) }));
  await user.click(await screen.findByRole('menuitem', { name: 'Cancel shipment' }));
  const ask = await screen.findByRole('dialog', { name: `Cancel ${total} shipments?` });
  return { user, ask, ...rendered };
}

describe('select all that match, then a bulk change in batches', () => {
  it('sends every match of the filter, 100 to a request, and clears the selection when all moved', async () => {
    const freight = memoryFreight(drafts(130));
    const { user, ask } = await cancelAllMatching(freight, 130);
    await user.click(within(ask).getByRole('button', { name: 'Cancel 130 shipments' }));
    expect(await screen.findByText('130 changed, 0 refused')).toBeInTheDocument();
    expect(freight.matchingIds).toHaveBeenCalledTimes(1);
    expect(freight.changeStatusMany.mock.calls.map(([ids, action]) => [ids.length, action])).toEqual([
      [100, 'cancel'],
      [30, 'cancel'],
    ]);
    await waitFor(() => expect(screen.queryByRole('button', { name: /Change status/ })).toBeNull());
    expect(screen.queryByTestId('select-all-matching')).toBeNull();
  });

  it('stops after the batch under way when asked, says how many were not sent, and sends them on request', async () => {
    const freight = memoryFreight(drafts(130));
    const send = freight.changeStatusMany.getMockImplementation()!;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    freight.changeStatusMany.mockImplementationOnce(async (...args): Promise<BulkTransitionResult> => {
      await held;
      return send(...args);
    });
    const { user, ask } = await cancelAllMatching(freight, 130);
    await user.click(within(ask).getByRole('button', { name: 'Cancel 130 shipments' }));
    const running = await screen.findByRole('dialog', { name: 'Changing 130 shipments' });
    expect(within(running).getByRole('progressbar', { name: 'Progress of the status change' })).toBeInTheDocument();
    await user.click(within(running).getByRole('button', { name: 'Stop after this batch' }));
    expect(within(running).getByRole('button', { name: 'Stopping after this batch…' })).toBeDisabled();
    await act(async () => release());

    const report = await screen.findByRole('dialog', { name: 'Status change finished' });
    expect(within(report).getByTestId('bulk-not-sent')).toHaveTextContent('Stopped: 30 shipments were not sent.');
    expect(report).toHaveTextContent('100 changed, 0 refused');
    expect(freight.changeStatusMany).toHaveBeenCalledTimes(1);
    await user.click(within(report).getByRole('button', { name: 'Send the 30 not sent' }));
    expect(await screen.findByText('30 changed, 0 refused')).toBeInTheDocument();
    expect(freight.changeStatusMany).toHaveBeenCalledTimes(2);
    expect(freight.changeStatusMany.mock.calls[1]![0]).toEqual(
      drafts(130)
        .slice(100)
        .map((r) => r.id),
    );
  });

  it('reports each refused shipment with why, and offers no retry of what the rules refused', async () => {
    const rows = drafts(12);
    rows[3] = { ...rows[3]!, status: 'delivered' };
    const freight = memoryFreight(rows);
    const { user, ask } = await cancelAllMatching(freight, 12);
    await user.click(within(ask).getByRole('button', { name: 'Cancel 12 shipments' }));
    const report = await screen.findByRole('dialog', { name: '1 shipment was not changed' });
    expect(within(report).getByTestId('bulk-refusals')).toHaveTextContent(
      'FR-2026-000004: not possible while the shipment is Delivered.',
    );
    expect(within(report).queryByRole('button', { name: /Retry/ })).toBeNull();
  });

  it('retries only the shipments of a batch that got no answer', async () => {
    const freight = memoryFreight(drafts(12));
    freight.changeStatusMany.mockRejectedValueOnce(new AppError('network', 'offline'));
    const { user, ask } = await cancelAllMatching(freight, 12);
    await user.click(within(ask).getByRole('button', { name: 'Cancel 12 shipments' }));
    const report = await screen.findByRole('dialog', { name: '12 shipments were not changed' });
    await user.click(within(report).getByRole('button', { name: 'Retry the 12 refused' }));
    await waitFor(() => expect(freight.changeStatusMany).toHaveBeenCalledTimes(2));
    expect(freight.changeStatusMany.mock.calls[1]![0]).toHaveLength(12);
    expect(await screen.findByText('12 changed, 0 refused')).toBeInTheDocument();
  });
});
