import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seededRateOn } from '../../../src/adapters/mock/fixtures/exchange-rates.fixture';
import { AppError } from '../../../src/application/errors/app-error';
import { formatDecimalInput } from '../../../src/domain/shared/decimal-input';
import { aFreight, aLine } from '../../domain/freight/freight-test-data';
import { memoryFreight, renderFreightScreen, tableRuleRate } from './render-freight';

// Today is Saturday 2026-11-21 in these screens: Friday is Black Consciousness Day, so the rule takes Thursday's rate.
const THURSDAY_USD = seededRateOn('USD', '2026-11-19') ?? 0;
const asTyped = (micros: number, decimal: '.' | ',') => formatDecimalInput(micros, 6, decimal === '.' ? 'en' : 'pt');

/** The shipment screens with rates from the seeded table. */
function withRates() {
  const freight = memoryFreight([]);
  freight.ruleRate.mockImplementation(tableRuleRate);
  return freight;
}

describe('the exchange-rate field', () => {
  it('offers the rule’s rate with its day and source', async () => {
    const freight = withRates();
    await renderFreightScreen('/freight/new', freight);
    const rate = await screen.findByRole('textbox', { name: 'Exchange rate (BRL per unit)' });
    await waitFor(() => expect(rate).toHaveValue(asTyped(THURSDAY_USD, '.')));
    expect(freight.ruleRate).toHaveBeenCalledWith('USD', '2026-11-21', expect.anything());
    expect(rate).toHaveAccessibleDescription('Rate of Nov 19, 2026 from the rate table.');
  });

  it('marks a typed rate as overridden, and takes the rule’s rate back on request', async () => {
    await renderFreightScreen('/freight/new', withRates());
    const rate = await screen.findByRole('textbox', { name: 'Exchange rate (BRL per unit)' });
    await waitFor(() => expect(rate).toHaveValue(asTyped(THURSDAY_USD, '.')));
    fireEvent.change(rate, { target: { value: '5.5' } });
    expect(rate).toHaveAccessibleDescription('Typed by hand, replacing the rate table rate of Nov 19, 2026.');
    fireEvent.click(screen.getByRole('button', { name: /^Use the rate table rate of Nov 19, 2026: / }));
    expect(rate).toHaveValue(asTyped(THURSDAY_USD, '.'));
  });

  it('says clearly when no rate is available, and takes a rate typed by hand', async () => {
    const freight = memoryFreight([]);
    freight.ruleRate.mockRejectedValue(new AppError('not-found', 'No rate.', { code: 'rate.unavailable' }));
    await renderFreightScreen('/freight/new', freight);
    expect(await screen.findByTestId('rate-unavailable')).toHaveTextContent(
      'No rate was published for that currency on that day (a weekend, a holiday, or not yet published). Type the rate by hand.',
    );
    const rate = screen.getByRole('textbox', { name: 'Exchange rate (BRL per unit)' });
    fireEvent.change(rate, { target: { value: '5.1' } });
    expect(rate).toHaveValue('5.1');
    expect(screen.queryByRole('button', { name: /^Use the/ })).toBeNull();
  });

  it('reads in Portuguese, with the rate in its notation', async () => {
    await renderFreightScreen('/freight/new', withRates(), { locale: 'pt' });
    const rate = await screen.findByRole('textbox', { name: 'Taxa de câmbio (BRL por unidade)' });
    await waitFor(() => expect(rate).toHaveValue(asTyped(THURSDAY_USD, ',')));
    expect(rate).toHaveAccessibleDescription('Taxa de 19 de nov. de 2026 da tabela de taxas.');
  });
});

describe('the insured amount', () => {
  // One line of 2 x 100.00 under CIF with freight 10.00 and premium 1.00: a price of 211.00, at least 232.10 insured.
  const shipment = (insuredAmountMinor: number) =>
    aFreight({
      incoterm: 'CIF',
      lines: [aLine({ quantityMilli: 2_000, unitValueMinor: 10_000 })],
      freightValueMinor: 1_000,
      insuranceValueMinor: 100,
      insuredAmountMinor,
    });

  it('warns at the field under CIF when the cover is below 110 % of the price, naming the minimum', async () => {
    await renderFreightScreen('/freight/f-1/edit', memoryFreight([shipment(20_000)]));
    const insured = await screen.findByRole('textbox', { name: 'Insured amount (USD)' });
    expect(insured).toHaveValue('200');
    expect(insured).toHaveAccessibleDescription(
      'Under CIF the cover must be at least 110 % of the price: $232.10 ($32.10 short).',
    );
    fireEvent.change(insured, { target: { value: '232.10' } });
    expect(insured).toHaveAccessibleDescription('The sum the insurance policy covers (not the premium).');
  });

  it('warns in Portuguese too', async () => {
    await renderFreightScreen('/freight/f-1/edit', memoryFreight([shipment(0)]), { locale: 'pt' });
    const insured = await screen.findByRole('textbox', { name: 'Valor segurado (USD)' });
    expect(insured).toHaveAccessibleDescription(
      'Em CIF a cobertura deve ser de pelo menos 110 % do preço: US$\u00a0232,10 (faltam US$\u00a0232,10).',
    );
  });
});
