import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { freightDashboard } from '../../../src/domain/freight/freight-dashboard';
import { aFreight } from '../../domain/freight/freight-test-data';
import { memoryFreight, renderFreightScreen } from './render-freight';

describe('figures in BRL say at which rate', () => {
  it('the declared value column says how it sorts, in a tooltip and to a screen reader', async () => {
    await renderFreightScreen('/freight/list', memoryFreight([aFreight()]));
    const header = await screen.findByRole('button', { name: 'Declared value' });
    expect(header).toHaveAccessibleDescription(
      'Sorted by the value in BRL at each shipment’s exchange rate; shipments without a rate come last.',
    );
    // The tooltip opens on keyboard focus as on hover (a keyboard user reads it too); focus is one event the
    // tooltip handles at once, where a hover on a busy machine could come before its listeners.
    act(() => screen.getByRole('button', { name: 'Declared value' }).focus());
    const tooltip = await screen.findByRole('tooltip', {}, { timeout: 10_000 });
    expect(tooltip).toHaveTextContent('shipments without a rate come last');
  });

  it('says so in Portuguese too', async () => {
    await renderFreightScreen('/freight/list', memoryFreight([aFreight()]), { locale: 'pt' });
    const header = await screen.findByRole('button', { name: 'Valor declarado' });
    expect(header).toHaveAccessibleDescription(/à taxa de câmbio de cada embarque/);
  });

  it('the dashboard labels its BRL figure as at each shipment’s rate', async () => {
    const freight = memoryFreight([]);
    freight.dashboard.mockResolvedValue(freightDashboard([aFreight()], { today: '2026-11-21' }));
    await renderFreightScreen('/', freight);
    await waitFor(() =>
      expect(screen.getByTestId('declared-brl-basis')).toHaveTextContent('at each shipment’s exchange rate'),
    );
  });
});
