import { refusals } from '../../../application/errors/refusals';
import { rateBefore } from '../../../application/ports/exchange-rate-source.port';
import { ptaxDateFor } from '../../../domain/trade/exchange-rate-quote';
import { exchangeRateParamsDto, exchangeRateQueryDto, sourcedRateDto } from '../../http/dto/exchange-rate.dto';
import { ok, routeGroup } from '../rest-route-group';

export const exchangeRateRoutes = [
  routeGroup('Exchange rates', 'staff').get('/api/exchange-rates/{currency}', {
    summary:
      'The buy rate (BRL per unit) of a currency quoted on a day, from the host’s source: the Banco Central’s PTAX ' +
      'on the server (fetched once per currency and day), a seeded table in the browser mock. 404 `rate.unavailable` ' +
      'when the day has no rate; 502 `rate.sourceFailed` when the source did not answer. With `before` (an invoice ' +
      'date) instead of `date`: the rate of the latest day before it that has one (the PTAX period query).',
    params: exchangeRateParamsDto,
    query: exchangeRateQueryDto,
    answer: ok('The rate of that day.', sourcedRateDto),
    call: ({ params, query }, { rates }) => {
      if (query.before !== undefined) {
        const ruleDay = ptaxDateFor(query.before);
        if (!ruleDay.ok) throw refusals.invalid({ before: 'invalidDate' });
        return rateBefore(rates, params.currency, query.before, ruleDay.value);
      }
      if (query.date === undefined) throw refusals.invalid({ date: 'required' });
      return rates.rateOn(params.currency, query.date);
    },
  }),
];
