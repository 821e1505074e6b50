import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { refusals } from '../../../src/application/errors/refusals';
import type { FreightInput, FreightRecord } from '../../../src/domain/freight/freight-record';
import { aFreight, aLine } from '../../domain/freight/freight-test-data';
import { memoryFreight, renderFreightScreen } from './render-freight';

/** The fake freight backend with the server's version check: a save against an older version is refused. */
function freightWithVersions(record: FreightRecord) {
  const rows = [record];
  const freight = memoryFreight(rows);
  freight.save.mockImplementation(async (id, input: FreightInput, options) => {
    const current = rows.find((r) => r.id === id) as FreightRecord;
    if (options?.expectedUpdatedAt && options.expectedUpdatedAt !== current.audit.updatedAt) throw refusals.stale();
    const saved = { ...current, ...input, audit: { ...current.audit, updatedAt: '2026-11-21T13:00:00.000Z' } };
    rows[0] = saved;
    return saved;
  });
  /** A colleague saves the shipment meanwhile, with other notes. */
  const colleagueSaves = (notes: string) => {
    const current = rows[0] as FreightRecord;
    rows[0] = { ...current, notes, audit: { ...current.audit, updatedAt: '2026-11-21T12:30:00.000Z' } };
  };
  return { freight, rows, colleagueSaves };
}

describe('two people saving the same shipment', () => {
  it('the second is told at the form, keeps what was typed, and may load the saved version', async () => {
    const { freight, colleagueSaves } = freightWithVersions(aFreight({ lines: [aLine()], notes: '' }));
    const user = userEvent.setup();
    await renderFreightScreen('/freight/f-1/edit', freight);
    const notes = await screen.findByRole('textbox', { name: 'Notes' });
    fireEvent.change(notes, { target: { value: 'Mine: keep dry' } });
    colleagueSaves('Theirs: fragile');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByTestId('save-conflict');
    expect(alert).toHaveTextContent('Someone else saved this record after you opened it.');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Mine: keep dry');

    await user.click(within(alert).getByRole('button', { name: 'Load the saved version' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Theirs: fragile'));
    expect(screen.queryByTestId('save-conflict')).not.toBeInTheDocument();
  });

  it('"Save mine anyway" saves what was typed over the newer version', async () => {
    const { freight, rows, colleagueSaves } = freightWithVersions(aFreight({ lines: [aLine()], notes: '' }));
    const user = userEvent.setup();
    await renderFreightScreen('/freight/f-1/edit', freight);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Notes' }), { target: { value: 'Mine' } });
    colleagueSaves('Theirs');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(
      within(await screen.findByTestId('save-conflict')).getByRole('button', { name: 'Save mine anyway' }),
    );
    await waitFor(() => expect(rows[0]?.notes).toBe('Mine'));
    expect(freight.save).toHaveBeenCalledTimes(2);
  });
});
