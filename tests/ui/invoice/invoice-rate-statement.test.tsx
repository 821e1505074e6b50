import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ExchangeRate } from '../../../src/domain/freight/freight-record';
import { aFreight } from '../../domain/freight/freight-test-data';
import { memoryFreight, renderFreightScreen } from '../freight/render-freight';

/** A booked invoice of 23/11/2026 at this rate, insuring 1,100.00. */
const booked = (exchangeRate: ExchangeRate) =>
  aFreight({
    status: 'booked',
    invoiceNumber: 'INV-2026-000042',
    invoiceDate: '2026-11-23',
    exchangeRate,
    insuredAmountMinor: 110_000,
  });

async function printed(rate: ExchangeRate, lang: 'en' | 'pt') {
  await renderFreightScreen(`/freight/f-1/invoice?lang=${lang}`, memoryFreight([booked(rate)]));
  return within(await screen.findByTestId('invoice-document'));
}

describe('the invoice says where its exchange rate came from', () => {
  it('prints the PTAX buy rate with its date, and the insured amount', async () => {
    const sheet = await printed({ rateMicros: 5_432_100, date: '2026-11-19', source: 'ptax' }, 'en');
    expect(sheet.getByTestId('invoice-rate')).toHaveTextContent('PTAX buy rate of Nov 19, 2026: 5.4321');
    expect(sheet.getByRole('row', { name: /Insured amount/ })).toHaveTextContent('$1,100.00');
  });

  it('says so when a person typed a rate over the PTAX, in Portuguese', async () => {
    const sheet = await printed({ rateMicros: 5_500_000, date: '2026-11-19', source: 'ptax', overridden: true }, 'pt');
    expect(sheet.getByTestId('invoice-rate')).toHaveTextContent(
      '5,5000, digitada manualmente no lugar da taxa PTAX de 19 de nov. de 2026',
    );
    expect(sheet.getByRole('row', { name: /Valor segurado/ })).toHaveTextContent('US$ 1.100,00');
  });

  it('prints a rate kept without a source as typed by hand', async () => {
    const sheet = await printed({ rateMicros: 5_100_000, date: '2026-11-19' }, 'en');
    expect(sheet.getByTestId('invoice-rate')).toHaveTextContent('5.1000 of Nov 19, 2026, typed by hand');
  });

  it("prints the domain's warning when the rate is not of the rule's day, in English and Portuguese", async () => {
    // Invoice of Monday 2026-11-23; Friday the 20th is a holiday, so the rule asks for Thursday the 19th.
    const old: ExchangeRate = { rateMicros: 5_400_000, date: '2026-11-17', source: 'ptax' };
    const en = await printed(old, 'en');
    expect(en.getByTestId('invoice-rate')).toHaveTextContent('PTAX buy rate of Nov 17, 2026: 5.4000');
    expect(en.getByTestId('invoice-rate-warning')).toHaveTextContent(
      'Not the rate the rule asks for: the PTAX of Nov 19, 2026, the last business day before the invoice date.',
    );
  });

  it('prints no warning on the rule day’s PTAX', async () => {
    const right = await printed({ rateMicros: 5_432_100, date: '2026-11-19', source: 'ptax' }, 'pt');
    expect(right.getByTestId('invoice-rate')).toHaveTextContent('Taxa PTAX de compra de 19 de nov. de 2026');
    expect(right.queryByTestId('invoice-rate-warning')).toBeNull();
  });

  it('says when a rate typed over the PTAX is not of a day before the invoice', async () => {
    const sameDay = await printed(
      { rateMicros: 5_500_000, date: '2026-11-23', source: 'ptax', overridden: true },
      'pt',
    );
    expect(sameDay.getByTestId('invoice-rate')).toHaveTextContent('digitada manualmente no lugar da taxa PTAX');
    expect(sameDay.getByTestId('invoice-rate-warning')).toHaveTextContent(
      'A taxa não é de um dia anterior à data da fatura.',
    );
  });

  it('judges the rate of a draft against the date the draft prints (its ship date), not the rate its own day', async () => {
    const draft = aFreight({
      shipDate: '2026-11-23',
      exchangeRate: { rateMicros: 5_432_100, date: '2026-11-19', source: 'ptax' },
    });
    await renderFreightScreen('/freight/f-1/invoice?lang=en', memoryFreight([draft]));
    const sheet = within(await screen.findByTestId('invoice-document'));
    expect(sheet.getByTestId('invoice-date')).toHaveTextContent('Nov 23, 2026');
    expect(sheet.queryByTestId('invoice-rate-warning')).toBeNull();
  });
});
