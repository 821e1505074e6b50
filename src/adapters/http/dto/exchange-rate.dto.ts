import * as z from 'zod/mini';
import { CURRENCY_CODES, type CurrencyCode } from '../../../domain/shared/money';

/** GET /api/exchange-rates/{currency}?date=YYYY-MM-DD: the buy rate of that day, as its source quotes it. */
export const exchangeRateParamsDto = z.object({
  currency: z.enum(CURRENCY_CODES as [CurrencyCode, ...CurrencyCode[]]),
});

export const exchangeRateQueryDto = z.object({ date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)) });

export const sourcedRateDto = z.object({
  date: z.string(),
  /** BRL per one unit of the currency, in millionths. */
  rateMicros: z.number().check(z.int(), z.positive()),
  source: z.enum(['ptax', 'table']),
});
