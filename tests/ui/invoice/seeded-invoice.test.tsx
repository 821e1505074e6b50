import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoSeed } from '../../../src/adapters/mock/fixtures/demo-seed.fixture';
import { memoryFreight, renderFreightScreen } from '../freight/render-freight';

describe('the invoice of a seeded shipment', () => {
  it('prints a booked demo shipment in Portuguese with its products’ Portuguese descriptions and its invoice number', async () => {
    const seed = demoSeed({ seed: 7, freightCount: 200, today: '2026-11-21' });
    const booked = seed.freight.find(
      (r) => r.status === 'booked' && r.invoiceType === 'commercial' && r.lines.length > 1,
    );
    if (!booked) throw new Error('the seed has no booked shipment with several lines');
    const products = new Map(seed.products.map((p) => [p.id, p]));
    await renderFreightScreen(`/freight/${booked.id}/invoice?lang=pt`, memoryFreight([booked]), { locale: 'pt' });
    const sheet = await screen.findByTestId('invoice-document');
    expect(within(sheet).getByRole('heading', { level: 1 })).toHaveTextContent(/^Fatura Comercial$/);
    expect(within(sheet).queryByTestId('invoice-draft-mark')).toBeNull();
    expect(within(sheet).getByTestId('invoice-number')).toHaveTextContent(/^INV-\d{4}-\d{6}$/);
    expect(within(sheet).getByTestId('invoice-number')).toHaveTextContent(booked.invoiceNumber ?? 'none');
    for (const line of booked.lines) {
      const product = products.get(line.productId ?? '');
      expect(product?.descriptionPt).toBeTruthy();
      expect(within(sheet).getAllByText(product?.descriptionPt ?? '').length).toBeGreaterThan(0);
      expect(within(sheet).queryByText(product?.descriptionEn ?? '')).toBeNull();
    }
  });
});
