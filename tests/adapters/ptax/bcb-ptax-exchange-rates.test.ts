import { describe, expect, it } from 'vitest';
import { recorded, serviceAnswering } from './recorded-ptax';
import {
  BCB_PTAX_BASE_URL,
  createBcbPtaxExchangeRates,
  ptaxRequestUrl,
} from '../../../src/adapters/ptax/bcb-ptax-exchange-rates.adapter';

describe('the PTAX service adapter', () => {
  it('asks the dollar resource for the dollar and the currency resource for others, dates as MM-DD-YYYY', () => {
    expect(ptaxRequestUrl(BCB_PTAX_BASE_URL, 'USD', '2026-03-13')).toBe(
      "https://olinda.bcb.gov.br/olinda/servico/PTAX/versao/v1/odata/CotacaoDolarDia(dataCotacao=@dataCotacao)?@dataCotacao='03-13-2026'&$format=json",
    );
    expect(ptaxRequestUrl('http://ptax.test/odata', 'EUR', '2026-01-02')).toBe(
      "http://ptax.test/odata/CotacaoMoedaDia(moeda=@moeda,dataCotacao=@dataCotacao)?@moeda='EUR'&@dataCotacao='01-02-2026'&$format=json",
    );
  });

  it("reads the dollar's closing buy rate", async () => {
    const { rates, asked } = serviceAnswering(recorded('usd-2026-03-13.json'));
    expect(await rates.rateOn('USD', '2026-03-13')).toEqual({
      date: '2026-03-13',
      rateMicros: 5_432_100,
      source: 'ptax',
    });
    expect(asked).toEqual([ptaxRequestUrl('http://ptax.test/odata/', 'USD', '2026-03-13')]);
  });

  it('takes the closing bulletin of the day, not the opening or an intermediate one', async () => {
    const eur = serviceAnswering(recorded('eur-2026-03-13.json')).rates;
    expect(await eur.rateOn('EUR', '2026-03-13')).toEqual({
      date: '2026-03-13',
      rateMicros: 5_896_200,
      source: 'ptax',
    });
    const chf = serviceAnswering(recorded('chf-2026-03-12.json')).rates;
    expect((await chf.rateOn('CHF', '2026-03-12')).rateMicros).toBe(6_162_700);
  });

  it('says no rate is available when the day has no bulletin, or none closed yet', async () => {
    const saturday = serviceAnswering(recorded('eur-2026-03-14-saturday.json')).rates;
    await expect(saturday.rateOn('EUR', '2026-03-14')).rejects.toMatchObject({
      code: 'rate.unavailable',
      details: { currency: 'EUR', day: '2026-03-14' },
    });
    const morning = serviceAnswering(recorded('gbp-2026-03-16-morning.json')).rates;
    await expect(morning.rateOn('GBP', '2026-03-16')).rejects.toMatchObject({ code: 'rate.unavailable' });
  });

  it('fails with the source code on an HTTP error, a body that is not JSON, or one of another shape', async () => {
    const down = serviceAnswering('<html>Service Unavailable</html>', 503).rates;
    await expect(down.rateOn('USD', '2026-03-13')).rejects.toMatchObject({
      code: 'rate.sourceFailed',
      kind: 'network',
    });
    const html = serviceAnswering('<html>maintenance</html>').rates;
    await expect(html.rateOn('USD', '2026-03-13')).rejects.toMatchObject({ code: 'rate.sourceFailed' });
    const commas = serviceAnswering(recorded('usd-malformed.json')).rates;
    await expect(commas.rateOn('USD', '2026-03-13')).rejects.toMatchObject({ code: 'rate.sourceFailed' });
    const otherDay = serviceAnswering(recorded('usd-2026-03-13.json')).rates;
    await expect(otherDay.rateOn('USD', '2026-03-12')).rejects.toMatchObject({ code: 'rate.sourceFailed' });
  });

  it('fails with the source code when nothing answers, and asks nothing for the real', async () => {
    const unreachable = createBcbPtaxExchangeRates({
      baseUrl: 'http://ptax.test/odata/',
      fetch: () => async () => {
        throw new TypeError('fetch failed');
      },
    });
    await expect(unreachable.rateOn('USD', '2026-03-13')).rejects.toMatchObject({ code: 'rate.sourceFailed' });
    const { rates, asked } = serviceAnswering(recorded('usd-2026-03-13.json'));
    await expect(rates.rateOn('BRL', '2026-03-13')).rejects.toMatchObject({ code: 'rate.unavailable' });
    expect(asked).toEqual([]);
  });
});
