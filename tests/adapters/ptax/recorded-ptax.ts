import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createBcbPtaxExchangeRates } from '../../../src/adapters/ptax/bcb-ptax-exchange-rates.adapter';

// Answers of the PTAX service in the shape it documents (olinda.bcb.gov.br, PTAX v1 OData), kept as files: the
// service cannot be reached from the test machines.
export const recorded = (name: string) => readFileSync(resolve(__dirname, 'answers', name), 'utf8');

/** The adapter over a fake service that answers `body` with `status`, recording the addresses asked for. */
export function serviceAnswering(body: string, status = 200) {
  const asked: string[] = [];
  const rates = createBcbPtaxExchangeRates({
    baseUrl: 'http://ptax.test/odata/',
    fetch: () => async (url) => {
      asked.push(String(url));
      return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
    },
  });
  return { rates, asked };
}
