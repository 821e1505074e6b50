import { describe, expect, it } from 'vitest';
import { recorded, serviceAnswering } from './recorded-ptax';
import {
  BCB_PTAX_BASE_URL,
  createBcbPtaxExchangeRates,
  ptaxPeriodUrl,
} from '../../../src/adapters/ptax/bcb-ptax-exchange-rates.adapter';
import { seededRateOn } from '../../../src/adapters/mock/fixtures/exchange-rates.fixture';
import { startFakePtaxService } from '../../server/fake-ptax-service';

describe('the PTAX service adapter: the last closing bulletin before an invoice date', () => {
  it('asks the period resources over the ten days before the invoice date, closing bulletins only', () => {
    expect(ptaxPeriodUrl(BCB_PTAX_BASE_URL, 'USD', '2026-03-08', '2026-03-17')).toBe(
      'https://olinda.bcb.gov.br/olinda/servico/PTAX/versao/v1/odata/' +
        "CotacaoDolarPeriodo(dataInicial=@dataInicial,dataFinalCotacao=@dataFinalCotacao)?@dataInicial='03-08-2026'&@dataFinalCotacao='03-17-2026'&$format=json",
    );
    const eur = ptaxPeriodUrl('http://ptax.test/odata', 'EUR', '2026-11-13', '2026-11-22');
    expect(decodeURIComponent(eur)).toBe(
      'http://ptax.test/odata/CotacaoMoedaPeriodo(moeda=@moeda,dataInicial=@dataInicial,dataFinalCotacao=@dataFinalCotacao)' +
        "?@moeda='EUR'&@dataInicial='11-13-2026'&@dataFinalCotacao='11-22-2026'&$filter=tipoBoletim eq 'Fechamento'&$format=json",
    );
  });

  it('walks back over a holiday and a weekend: a Monday after Consciência Negra takes the Thursday', async () => {
    const { rates, asked } = serviceAnswering(recorded('eur-period-2026-11-13-to-2026-11-22.json'));
    // The answer also holds opening and intermediate bulletins (as without the filter): only the closing one counts.
    expect(await rates.rateBefore!('EUR', '2026-11-23')).toEqual({
      date: '2026-11-19',
      rateMicros: 6_134_500,
      source: 'ptax',
    });
    expect(asked).toEqual([ptaxPeriodUrl('http://ptax.test/odata/', 'EUR', '2026-11-13', '2026-11-22')]);
  });

  it('walks back over a missing bulletin (an extraordinary closure) instead of failing', async () => {
    const { rates } = serviceAnswering(recorded('usd-period-2026-03-08-to-2026-03-17-missing-day.json'));
    expect(await rates.rateBefore!('USD', '2026-03-18')).toEqual({
      date: '2026-03-16',
      rateMicros: 5_418_800,
      source: 'ptax',
    });
    // Dated before the invoice, strictly: for an invoice of the 16th, the 16th's own bulletin does not count.
    expect((await rates.rateBefore!('USD', '2026-03-16')).date).toBe('2026-03-13');
  });

  it('says no rate when the period has no closing bulletin before the invoice date', async () => {
    const { rates } = serviceAnswering(recorded('gbp-period-no-closing-before-2026-03-17.json'));
    await expect(rates.rateBefore!('GBP', '2026-03-17')).rejects.toMatchObject({ code: 'rate.unavailable' });
    expect((await rates.rateBefore!('GBP', '2026-03-18')).date).toBe('2026-03-17');
    const empty = serviceAnswering('{"value":[]}').rates;
    await expect(empty.rateBefore!('EUR', '2026-03-18')).rejects.toMatchObject({ code: 'rate.unavailable' });
  });

  it('fails with the source code when the service is down or answers another shape', async () => {
    await expect(serviceAnswering('<html/>', 503).rates.rateBefore!('USD', '2026-03-18')).rejects.toMatchObject({
      code: 'rate.sourceFailed',
    });
    await expect(serviceAnswering('{"value":[{"x":1}]}').rates.rateBefore!('USD', '2026-03-18')).rejects.toMatchObject({
      code: 'rate.sourceFailed',
    });
  });

  it('asks the stand-in service over HTTP as the server does (BCB_PTAX_URL), one request per invoice', async () => {
    const service = await startFakePtaxService();
    try {
      const rates = createBcbPtaxExchangeRates({ baseUrl: service.baseUrl });
      // A Monday after a Friday holiday (Consciência Negra) takes Thursday's closing bulletin.
      expect(await rates.rateBefore!('EUR', '2026-11-23')).toEqual({
        date: '2026-11-19',
        rateMicros: seededRateOn('EUR', '2026-11-19'),
        source: 'ptax',
      });
      expect(service.asked).toHaveLength(1);
    } finally {
      await service.close();
    }
  });
});
