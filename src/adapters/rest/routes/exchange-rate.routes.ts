import { exchangeRateParamsDto, exchangeRateQueryDto, sourcedRateDto } from '../../http/dto/exchange-rate.dto';
import { route } from '../rest-route';

export const exchangeRateRoutes = [
  route({
    method: 'get',
    path: '/api/exchange-rates/{currency}',
    summary:
      'The buy rate (BRL per unit) of a currency quoted on a day, from the host’s source: the Banco Central’s PTAX ' +
      'on the server (fetched once per currency and day), a seeded table in the browser mock. 404 `rate.unavailable` ' +
      'when the day has no rate; 502 `rate.sourceFailed` when the source did not answer.',
    tag: 'Exchange rates',
    auth: 'staff',
    params: exchangeRateParamsDto,
    query: exchangeRateQueryDto,
    answer: { status: 200, description: 'The rate of that day.', schema: sourcedRateDto },
    handler: async (request, { rates }) => ({
      body: await rates.rateOn(request.params.currency, request.query.date),
    }),
  }),
];
