import * as z from 'zod/mini';
import { CURRENCY_CODES, type CurrencyCode } from '../../../domain/shared/money';

/**
 * GET /api/exchange-rates/{currency}?date=YYYY-MM-DD: the buy rate of that day, as its source quotes it;
 * ?before=YYYY-MM-DD (an invoice date): the rate of the latest day before it that has one.
 */
export const exchangeRateParamsDto = z.object({
  currency: z.enum(CURRENCY_CODES as [CurrencyCode, ...CurrencyCode[]]),
});

const isoDay = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));
export const exchangeRateQueryDto = z.object({ date: z.optional(isoDay), before: z.optional(isoDay) });

export const sourcedRateDto = z.object({
  date: z.string(),
  /** BRL per one unit of the currency, in millionths. */
  rateMicros: z.number().check(z.int(), z.positive()),
  source: z.enum(['ptax', 'table']),
});
