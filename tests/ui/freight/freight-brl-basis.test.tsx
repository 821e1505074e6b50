import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
    // The tooltip listens for the pointer from an effect that runs after the header is on screen, and the header is
    // drawn again once the rows arrive; on a busy machine the first hover can come before either, so the pointer
    // leaves and comes back to the header on screen now, as a person's would.
    let tooltip: HTMLElement | null = null;
    for (let attempt = 0; attempt < 5 && !tooltip; attempt += 1) {
      const current = screen.getByRole('button', { name: 'Declared value' });
      await userEvent.hover(current);
      tooltip = await screen.findByRole('tooltip', {}, { timeout: 2000 }).catch(() => null);
      if (!tooltip) await userEvent.unhover(current);
    }
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
