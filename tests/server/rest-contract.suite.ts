import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangeRateContract } from '../adapters/rest/exchange-rate.contract';
import { restContractSuites } from '../adapters/rest/rest-contract-suites';
import { call, signIn, STAFF } from '../adapters/rest/rest-target';
import { startFakePtaxService, type FakePtaxService } from './fake-ptax-service';
import { OPEN_REGISTRATION, startTestServer, type Engine, type TestServer } from './test-server';

/**
 * Every suite of the REST contract (the repository contracts through the HTTP adapters, sign-in, and the
 * contract's own behaviour) against the Node server: one server per file, its database emptied and reseeded with
 * the staff accounts and master data before each test.
 */
export function restContractOnServer(engine: Engine): void {
  let server: TestServer;
  let ptax: FakePtaxService;
  beforeAll(async () => {
    ptax = await startFakePtaxService();
    server = await startTestServer(engine, { FREIGHT_COUNT: '0', BCB_PTAX_URL: ptax.baseUrl }, OPEN_REGISTRATION);
  });
  afterAll(async () => {
    await server.stop();
    await ptax.close();
  });
  const start = async () => {
    await server.reset();
    return { baseUrl: server.url };
  };
  restContractSuites(`Node server on ${engine}`, start);
  exchangeRateContract(`Node server on ${engine} (PTAX service)`, start, 'ptax');
  describe(`exchange rates on the Node server on ${engine}`, () => {
    it('asks the PTAX service once per currency and day, then answers from PostgreSQL', async () => {
      const target = await start();
      const { accessToken: token } = await signIn(target, STAFF);
      const before = ptax.asked.length;
      const first = await call(target, 'GET', '/api/exchange-rates/GBP?date=2026-03-13', { token });
      const again = await call(target, 'GET', '/api/exchange-rates/GBP?date=2026-03-13', { token });
      expect(first).toMatchObject({ status: 200, body: { date: '2026-03-13', source: 'ptax' } });
      expect(again.body).toEqual(first.body);
      expect(ptax.asked.slice(before)).toEqual([
        "/odata/CotacaoMoedaDia(moeda=@moeda,dataCotacao=@dataCotacao)?@moeda='GBP'&@dataCotacao='03-13-2026'&$format=json",
      ]);
    });

    it('answers 502 `rate.sourceFailed` while the PTAX service is down, and the rate once it is back', async () => {
      const target = await start();
      const { accessToken: token } = await signIn(target, STAFF);
      ptax.down = true;
      try {
        const failed = await call(target, 'GET', '/api/exchange-rates/CHF?date=2026-03-12', { token });
        expect(failed).toMatchObject({ status: 502, body: { code: 'rate.sourceFailed' } });
      } finally {
        ptax.down = false;
      }
      const back = await call(target, 'GET', '/api/exchange-rates/CHF?date=2026-03-12', { token });
      expect(back).toMatchObject({ status: 200, body: { date: '2026-03-12', source: 'ptax' } });
    });
  });
}
