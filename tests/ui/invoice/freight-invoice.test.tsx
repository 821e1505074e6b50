import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FreightRecord } from '../../../src/domain/freight/freight-record';
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

/** A booked shipment with the invoice number and date booking gave it. */
const bookedFreight = (patch: Partial<FreightRecord> = {}) =>
  aFreight({ status: 'booked', lines: LINES, invoiceNumber: 'INV-2026-000042', invoiceDate: '2026-11-20', ...patch });

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
    const booked = bookedFreight({ shipDate: '2026-11-25' });
    await renderFreightScreen('/freight/f-1/invoice?lang=en', memoryFreight([booked]));
    const sheet = await screen.findByTestId('invoice-document');
    expect(within(sheet).getByRole('heading', { level: 1 })).toHaveTextContent('Commercial Invoice');
    expect(within(sheet).queryByTestId('invoice-draft-mark')).toBeNull();
    expect(within(sheet).getByTestId('invoice-number')).toHaveTextContent('INV-2026-000042');
    expect(within(sheet).getByTestId('invoice-date')).toHaveTextContent('Nov 20, 2026');
    expect(within(sheet).getByText('Green coffee beans')).toBeInTheDocument();
  });

  it('prints a draft as a proforma invoice when asked, and keeps the choice in the URL', async () => {
    const user = userEvent.setup();
    const draft = aFreight({ reference: 'FR-2026-000031', lines: LINES, shipDate: '2026-12-01' });
    const { router } = await renderFreightScreen('/freight/f-1/invoice?lang=en', memoryFreight([draft]));
    const sheet = await screen.findByTestId('invoice-document');
    expect(within(sheet).getByTestId('invoice-draft-mark')).toHaveTextContent('DRAFT');
    await user.click(screen.getByRole('radio', { name: 'Proforma invoice' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ lang: 'en', print: 'proforma' }));
    expect(within(sheet).getByRole('heading', { level: 1 })).toHaveTextContent('Proforma Invoice');
    expect(within(sheet).queryByTestId('invoice-draft-mark')).toBeNull();
    expect(within(sheet).getByTestId('invoice-number')).toHaveTextContent('FR-2026-000031');
    expect(within(sheet).getByTestId('invoice-date')).toHaveTextContent('Nov 21, 2026');
    expect(within(sheet).getByTestId('invoice-proforma-note')).toHaveTextContent('not a final commercial invoice');

    await user.click(screen.getByRole('radio', { name: 'Português' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ lang: 'pt', print: 'proforma' }));
    expect(within(sheet).getByRole('heading', { level: 1 })).toHaveTextContent('Fatura Proforma');
    expect(within(sheet).getByTestId('invoice-proforma-note')).toHaveTextContent(
      'não é uma fatura comercial definitiva',
    );
  });

  it('opens a proforma link as a proforma, in Portuguese', async () => {
    const draft = aFreight({ reference: 'FR-2026-000031', lines: LINES });
    await renderFreightScreen('/freight/f-1/invoice?lang=pt&print=proforma', memoryFreight([draft]), { locale: 'pt' });
    const sheet = await screen.findByTestId('invoice-document');
    expect(within(sheet).getByRole('heading', { level: 1 })).toHaveTextContent('Fatura Proforma');
    expect(within(sheet).getByTestId('invoice-date')).toHaveTextContent('21 de nov. de 2026');
    expect(screen.getByRole('radio', { name: 'Fatura proforma' })).toBeChecked();
  });

  it('prints a booked shipment as its final invoice even from a proforma link, and offers no proforma', async () => {
    const booked = bookedFreight();
    await renderFreightScreen('/freight/f-1/invoice?lang=en&print=proforma', memoryFreight([booked]));
    const sheet = await screen.findByTestId('invoice-document');
    expect(within(sheet).getByRole('heading', { level: 1 })).toHaveTextContent('Commercial Invoice');
    expect(within(sheet).getByTestId('invoice-number')).toHaveTextContent('INV-2026-000042');
    expect(within(sheet).queryByTestId('invoice-proforma-note')).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Proforma invoice' })).toBeNull();
  });
});

describe('the invoice totals', () => {
  it('add up on paper: goods before discounts, the discounts taken off, the goods net', async () => {
    const lines = [
      aLine({
        id: 'l1',
        quantityMilli: 10_000,
        unitValueMinor: 1_000,
        discount: { kind: 'percent', basisPoints: 1_000 },
      }),
      aLine({ id: 'l2', quantityMilli: 1_000, unitValueMinor: 500 }),
    ];
    await renderFreightScreen('/freight/f-1/invoice?lang=en', memoryFreight([bookedFreight({ lines })]));
    const sheet = await screen.findByTestId('invoice-document');
    const row = (label: string) => within(sheet).getByRole('rowheader', { name: label }).closest('tr');
    expect(row('Goods value before discounts')).toHaveTextContent('$105.00');
    expect(row('Discounts')).toHaveTextContent('− $10.00');
    expect(row('Goods value')).toHaveTextContent('$95.00');
  });

  it('leave the discount rows out when no line has a discount', async () => {
    await renderFreightScreen('/freight/f-1/invoice?lang=en', memoryFreight([bookedFreight()]));
    const sheet = await screen.findByTestId('invoice-document');
    expect(within(sheet).queryByRole('rowheader', { name: 'Discounts' })).toBeNull();
    expect(within(sheet).getByRole('rowheader', { name: 'Goods value' })).toBeInTheDocument();
  });
});
