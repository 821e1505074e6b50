import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aFreight, aLine, AT, CLERK } from '../../domain/freight/freight-test-data';
import { memoryFreight, renderFreightScreen } from './render-freight';

describe('the shipment detail', () => {
  it('shows the actual departure day in the history and the invoice number and date from booking', async () => {
    const by = { id: CLERK.id, name: CLERK.name };
    const departed = aFreight({
      status: 'in_transit',
      lines: [aLine()],
      invoiceNumber: 'INV-2026-000007',
      invoiceDate: '2026-11-18',
      departedOn: '2026-11-19',
      history: [
        { from: 'draft', to: 'booked', at: AT, by },
        { from: 'booked', to: 'in_transit', at: AT, by, date: '2026-11-19' },
      ],
    });
    await renderFreightScreen('/freight/f-1', memoryFreight([departed]), { locale: 'pt' });
    const timeline = await screen.findByTestId('status-timeline');
    expect(within(timeline).getByTestId('status-actual-date')).toHaveTextContent('Em 19 de nov. de 2026');
    expect(screen.getByText('INV-2026-000007')).toBeInTheDocument();
    expect(screen.getByText('18 de nov. de 2026')).toBeInTheDocument();
  });
});
