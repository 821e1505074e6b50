import { describe, expect, it } from 'vitest';
import { createBcbPtaxExchangeRates } from '../../../src/adapters/ptax/bcb-ptax-exchange-rates.adapter';
import { isAppError } from '../../../src/application/errors/app-error';
import { plan } from '../support/hardening-report';

/**
 * Answers of the PTAX service's period query that are wrong in some way: the adapter must refuse them with the
 * source's codes (`rate.sourceFailed`, `rate.unavailable`), never give a rate of the invoice day or after, nor a
 * rate that is not a positive whole number of millionths.
 */
const INVOICE = '2026-11-23';
const closing = (day: string, rate: unknown) => ({
  cotacaoCompra: rate,
  cotacaoVenda: rate,
  dataHoraCotacao: `${day} 13:06:25.124`,
  tipoBoletim: 'Fechamento',
});
const ANSWERS = {
  'closing bulletin of the invoice day only': { value: [closing(INVOICE, 5.3)] },
  'closing bulletin after the invoice day only': { value: [closing('2026-11-24', 5.3)] },
  'opening and intermediate bulletins only': {
    value: [
      { ...closing('2026-11-19', 5.3), tipoBoletim: 'Abertura' },
      { ...closing('2026-11-19', 5.3), tipoBoletim: 'Intermediário' },
    ],
  },
  'negative rate': { value: [closing('2026-11-19', -5.3)] },
  'rate as a Brazilian decimal string': { value: [closing('2026-11-19', '5,3123')] },
  'rate too large to count in millionths': { value: [closing('2026-11-19', 1e300)] },
  'date and time that is not a date': { value: [{ ...closing('2026-11-19', 5.3), dataHoraCotacao: 'ontem' }] },
  'value that is not a list': { value: { cotacaoCompra: 5.3 } },
  'OData error object': { error: { code: '500', message: 'Erro interno' } },
  'HTML maintenance page': '<html><body>Manutenção</body></html>',
} as const;
type Case = keyof typeof ANSWERS;
const table = plan('unit', 'input', 'PTAX period answers', Object.keys(ANSWERS) as Case[]);

describe('the PTAX adapter against wrong period answers', () => {
  for (const name of table.cases) {
    it(`refuses ${name}`, async () => {
      const answer = ANSWERS[name];
      const body = typeof answer === 'string' ? answer : JSON.stringify(answer);
      const rates = createBcbPtaxExchangeRates({
        baseUrl: 'http://ptax.test/odata/',
        fetch: () => async () => new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } }),
      });
      let seen: string;
      let unsafe: boolean;
      try {
        const rate = await rates.rateBefore!('EUR', INVOICE);
        seen = `gave ${rate.date} ${rate.rateMicros}`;
        unsafe = true;
      } catch (error) {
        const code = isAppError(error) ? error.code : `not an AppError: ${String(error)}`;
        seen = code;
        unsafe = code !== 'rate.sourceFailed' && code !== 'rate.unavailable';
      }
      table.observe(name, { unsafe, seen });
      expect(unsafe, seen).toBe(false);
    });
  }
});
