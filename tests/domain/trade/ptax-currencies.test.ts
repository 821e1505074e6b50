import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { INVOICE_CURRENCIES, invoiceCurrencyError, PTAX_CURRENCIES } from '../../../src/domain/trade/ptax-currencies';

// The PTAX service's `Moedas` resource as it answers (olinda.bcb.gov.br, PTAX v1 OData), kept as a file.
const moedas = JSON.parse(readFileSync(resolve(__dirname, '../../adapters/ptax/answers/moedas.json'), 'utf8')) as {
  value: { simbolo: string; nomeFormatado: string; tipoMoeda: string }[];
};

describe('the currencies with a PTAX', () => {
  it("are those of the service's Moedas resource", () => {
    expect([...PTAX_CURRENCIES].sort()).toEqual(moedas.value.map((m) => m.simbolo).sort());
  });

  it('are offered for the invoice with BRL; the others are refused with a stable code', () => {
    expect([...INVOICE_CURRENCIES].sort()).toEqual([...PTAX_CURRENCIES, 'BRL'].sort());
    for (const currency of ['CNY', 'MXN', 'ARS', 'CLP', 'COP', 'KRW', 'INR']) {
      expect(INVOICE_CURRENCIES).not.toContain(currency);
      expect(invoiceCurrencyError(currency)).toBe('rate.noPtaxCurrency');
    }
    expect(invoiceCurrencyError('BRL')).toBeNull();
    expect(invoiceCurrencyError('SEK')).toBeNull();
  });
});
