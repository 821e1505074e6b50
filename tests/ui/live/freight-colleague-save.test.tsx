import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LiveChanges, LiveListener, LiveMessage } from '../../../src/application/ports/live-changes.port';
import { refusals } from '../../../src/application/errors/refusals';
import type { FreightInput, FreightRecord } from '../../../src/domain/freight/freight-record';
import { aFreight, aLine } from '../../domain/freight/freight-test-data';
import { memoryFreight, renderFreightScreen } from '../freight/render-freight';

/** Live changes the test tells, as the server's stream would. */
function fakeLive() {
  const listeners = new Set<LiveListener>();
  const live: LiveChanges = {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const tell = (message: LiveMessage) =>
    act(() => {
      for (const listener of [...listeners]) listener(message);
    });
  return { live, tell };
}

const OPENED = '2026-11-21T12:00:00.000Z';
const THEIRS = '2026-11-21T14:32:00.000Z';
const bea = { id: 'u-bea', name: 'Bea Staff' };

/** The freight backend with the server's version check, and a colleague who saves notes and the B/L meanwhile. */
function setUp() {
  const rows = [aFreight({ lines: [aLine()], notes: '', transportDocument: 'OLD-BL' })];
  rows[0] = { ...(rows[0] as FreightRecord), audit: { ...(rows[0] as FreightRecord).audit, updatedAt: OPENED } };
  const freight = memoryFreight(rows);
  freight.save.mockImplementation(async (id, input: FreightInput, options) => {
    const current = rows.find((r) => r.id === id) as FreightRecord;
    if (options?.expectedUpdatedAt && options.expectedUpdatedAt !== current.audit.updatedAt) throw refusals.stale();
    const saved = { ...current, ...input, audit: { ...current.audit, updatedAt: '2026-11-21T15:00:00.000Z' } };
    rows[0] = saved;
    return saved;
  });
  const { live, tell } = fakeLive();
  const colleagueSaves = async () => {
    const current = rows[0] as FreightRecord;
    rows[0] = {
      ...current,
      notes: 'Theirs: fragile',
      transportDocument: 'MAEU123',
      audit: { ...current.audit, updatedAt: THEIRS },
    };
    await tell({
      type: 'change',
      change: { kind: 'freight', id: current.id, version: THEIRS, action: 'update', by: bea, at: THEIRS },
    });
  };
  return { rows, freight, live, tell, colleagueSaves };
}

async function openWithNotes(setup: ReturnType<typeof setUp>, locale: 'en' | 'pt' = 'en') {
  await renderFreightScreen('/freight/f-1/edit', setup.freight, { live: setup.live, locale });
  const notes = await screen.findByRole('textbox', { name: locale === 'en' ? 'Notes' : 'Observações' });
  fireEvent.change(notes, { target: { value: 'Mine: keep dry' } });
  return notes;
}

describe('a colleague saves the shipment open in this form', () => {
  it('is said at once, names who, when and what changed, and keeps what was typed', async () => {
    const setup = setUp();
    await openWithNotes(setup);
    await setup.colleagueSaves();
    const notice = await screen.findByRole('alert', { name: /^Bea Staff saved this shipment at / });
    expect(notice).toHaveTextContent('Changed: Notes and AWB / B/L number.');
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Mine: keep dry');
  });

  it('merging keeps the typed notes on their version, which the next save goes over', async () => {
    const setup = setUp();
    const user = userEvent.setup();
    await openWithNotes(setup);
    await setup.colleagueSaves();
    const notice = await screen.findByTestId('colleague-save');
    await user.click(within(notice).getByRole('button', { name: 'Keep my changes on their version' }));

    expect(screen.queryByTestId('colleague-save')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Mine: keep dry');
    expect(screen.getByRole('textbox', { name: /AWB \/ B\/L number/ })).toHaveValue('MAEU123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(setup.rows[0]?.notes).toBe('Mine: keep dry'));
    expect(setup.rows[0]?.transportDocument).toBe('MAEU123');
    expect(setup.freight.save).toHaveBeenCalledTimes(1);
    expect(setup.freight.save.mock.calls[0]?.[2]).toEqual({ expectedUpdatedAt: THEIRS });
  });

  it('reloading shows their version in place of what was typed', async () => {
    const setup = setUp();
    const user = userEvent.setup();
    await openWithNotes(setup);
    await setup.colleagueSaves();
    await user.click(
      within(await screen.findByTestId('colleague-save')).getByRole('button', { name: 'Load their version' }),
    );
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveValue('Theirs: fragile');
    expect(screen.queryByTestId('colleague-save')).not.toBeInTheDocument();
  });

  it('says it in Portuguese', async () => {
    const setup = setUp();
    await openWithNotes(setup, 'pt');
    await setup.colleagueSaves();
    expect(await screen.findByRole('alert', { name: /^Bea Staff salvou este embarque às / })).toHaveTextContent(
      'Manter minhas alterações sobre a versão dela',
    );
  });

  it('a change of the version the form already has, or of another shipment, is not announced', async () => {
    const setup = setUp();
    await openWithNotes(setup);
    await setup.tell({
      type: 'change',
      change: { kind: 'freight', id: 'f-1', version: OPENED, action: 'update', by: bea, at: OPENED },
    });
    await setup.tell({
      type: 'change',
      change: { kind: 'freight', id: 'f-2', version: THEIRS, action: 'update', by: bea, at: THEIRS },
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByTestId('colleague-save')).not.toBeInTheDocument();
  });
});
