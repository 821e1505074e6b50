import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aFreight, aLine } from '../../domain/freight/freight-test-data';
import { memoryFreight, renderFreightScreen } from '../freight/render-freight';

// US$ 0.4725 per kg, 2,000 kg: the unit price keeps its four decimals on paper, the amount is rounded to the cent.
const commodity = aFreight({
  currency: 'USD',
  lines: [aLine({ quantityMilli: 2_000_000, unitValueMinor: 47, unitValueTenThousandths: 4725 })],
});

describe('a unit price with four decimals', () => {
  it('prints on the invoice as priced, not rounded to the cent', async () => {
    await renderFreightScreen('/freight/f-1/invoice?lang=en', memoryFreight([commodity]));
    const sheet = await screen.findByTestId('invoice-document');
    expect(within(sheet).getByText('$0.4725')).toBeInTheDocument();
    expect(within(sheet).queryByText('$0.47')).toBeNull();
    expect(within(sheet).getAllByText('$945.00').length).toBeGreaterThan(0);
  });

  it('shows on the shipment as priced, in the reader’s notation', async () => {
    await renderFreightScreen('/freight/f-1', memoryFreight([commodity]), { locale: 'pt' });
    const lines = await screen.findByTestId('freight-lines');
    expect(within(lines).getByText(/US\$\s0,4725/)).toBeInTheDocument();
    expect(within(lines).getByText(/US\$\s945,00/)).toBeInTheDocument();
  });

  it('keeps the currency’s own decimals when the price has no more', async () => {
    await renderFreightScreen('/freight/f-1/invoice?lang=en', memoryFreight([aFreight({ currency: 'USD' })]));
    expect(within(await screen.findByTestId('invoice-document')).getAllByText('$10.00').length).toBeGreaterThan(0);
  });
});
