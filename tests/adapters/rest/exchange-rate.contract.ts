import { describe, expect, it } from 'vitest';
import { createHttpExchangeRates } from '../../../src/adapters/http/http-exchange-rates.adapter';
import { seededRateOn } from '../../../src/adapters/mock/fixtures/exchange-rates.fixture';
import { addDays } from '../../../src/domain/freight/iso-date';
import { isWeekend, previousBusinessDay } from '../../../src/domain/trade/business-days';
import { call, signedInClient, signIn, STAFF, type StartRestTarget } from './rest-target';

const today = () => new Date().toISOString().slice(0, 10);

/** The last Saturday before today: a day no source has a rate for. */
function lastSaturday(): string {
  let day = addDays(today(), -1);
  while (!(isWeekend(day) && new Date(`${day}T00:00:00Z`).getUTCDay() === 6)) day = addDays(day, -1);
  return day;
}

/**
 * GET /api/exchange-rates/{currency}?date=: every host answers the rates of the mock's seeded table (the browser mock
 * from the table itself, a server from a fake PTAX service that serves the same figures), named by its source.
 */
export function exchangeRateContract(name: string, start: StartRestTarget, source: 'ptax' | 'table'): void {
  describe(`exchange rates over REST: ${name}`, () => {
    it('gives the rate of a currency on a business day, from the host’s source, through the HTTP adapter', async () => {
      const rates = createHttpExchangeRates(await signedInClient(await start(), STAFF));
      const day = previousBusinessDay(today());
      for (const currency of ['USD', 'EUR'] as const) {
        expect(await rates.rateOn(currency, day)).toEqual({
          date: day,
          rateMicros: seededRateOn(currency, day),
          source,
        });
      }
    });

    it('says `rate.unavailable` for a day without a rate', async () => {
      const rates = createHttpExchangeRates(await signedInClient(await start(), STAFF));
      await expect(rates.rateOn('USD', lastSaturday())).rejects.toMatchObject({
        code: 'rate.unavailable',
        status: 404,
      });
    });

    it('gives the latest rate before an invoice date (`before`), walking back over a weekend', async () => {
      const rates = createHttpExchangeRates(await signedInClient(await start(), STAFF));
      const monday = addDays(lastSaturday(), 2);
      const friday = previousBusinessDay(monday);
      expect(await rates.rateBefore!('EUR', monday)).toEqual({
        date: friday,
        rateMicros: seededRateOn('EUR', friday),
        source,
      });
    });

    it('refuses a `before` that is not a date, and a request with neither `date` nor `before`', async () => {
      const target = await start();
      const { accessToken: token } = await signIn(target, STAFF);
      const before = await call(target, 'GET', '/api/exchange-rates/USD?before=2026-02-30', { token });
      // A day that is not one is refused by the contract's own check, as every day of the REST contract is.
      expect(before).toMatchObject({
        status: 400,
        body: { code: 'request.malformed', fieldErrors: { before: 'invalidDate' } },
      });
      const neither = await call(target, 'GET', '/api/exchange-rates/USD', { token });
      expect(neither).toMatchObject({
        status: 422,
        body: { code: 'record.invalid', fieldErrors: { date: 'required' } },
      });
    });

    it('refuses an unknown currency or a date that is not one, and a caller without a session', async () => {
      const target = await start();
      const { accessToken: token } = await signIn(target, STAFF);
      const day = previousBusinessDay(today());
      const currency = await call(target, 'GET', `/api/exchange-rates/XYZ?date=${day}`, { token });
      expect(currency).toMatchObject({ status: 400, body: { code: 'request.malformed' } });
      const date = await call(target, 'GET', '/api/exchange-rates/USD?date=13/03/2026', { token });
      expect(date).toMatchObject({
        status: 400,
        body: { code: 'request.malformed', fieldErrors: { date: 'invalid' } },
      });
      const anonymous = await call(target, 'GET', `/api/exchange-rates/USD?date=${day}`);
      expect(anonymous).toMatchObject({ status: 401, body: { code: 'auth.session.invalid' } });
    });
  });
}
