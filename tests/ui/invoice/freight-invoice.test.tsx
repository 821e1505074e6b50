import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aFreight, aLine } from '../../domain/freight/freight-test-data';
import { memoryFreight, renderFreightScreen } from '../freight/render-freight';

const LINES = [
  aLine({
    id: 'l1',
    description: 'Green coffee beans',
    descriptionEn: 'Green coffee beans',
    descriptionPt: 'Café verde em grão',
  }),
  aLine({ id: 'l2', description: 'Cocoa butter' }),
];

describe('the printed invoice', () => {
  it('prints a draft with a RASCUNHO mark and each line in Portuguese where the line has it', async () => {
    await renderFreightScreen('/freight/f-1/invoice?lang=pt', memoryFreight([aFreight({ lines: LINES })]));
    const sheet = await screen.findByTestId('invoice-document');
    expect(within(sheet).getByTestId('invoice-draft-mark')).toHaveTextContent('RASCUNHO');
    expect(within(sheet).getByText('Café verde em grão')).toBeInTheDocument();
    expect(within(sheet).queryByText('Green coffee beans')).toBeNull();
    expect(within(sheet).getByText('Cocoa butter')).toBeInTheDocument();
  });

  it('prints a booked shipment as a final commercial invoice with its own number and invoice date', async () => {
    const booked = aFreight({
      status: 'booked',
      lines: LINES,
      shipDate: '2026-11-25',
      invoiceNumber: 'INV-2026-000042',
      invoiceDate: '2026-11-20',
    });
    await renderFreightScreen('/freight/f-1/invoice?lang=en', memoryFreight([booked]));
    const sheet = await screen.findByTestId('invoice-document');
    expect(within(sheet).getByRole('heading', { level: 1 })).toHaveTextContent('Commercial Invoice');
    expect(within(sheet).queryByTestId('invoice-draft-mark')).toBeNull();
    expect(within(sheet).getByTestId('invoice-number')).toHaveTextContent('INV-2026-000042');
    expect(within(sheet).getByTestId('invoice-date')).toHaveTextContent('Nov 20, 2026');
    expect(within(sheet).getByText('Green coffee beans')).toBeInTheDocument();
  });
});
