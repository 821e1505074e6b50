import * as z from 'zod/mini';
import { CURRENCY_CODES, type CurrencyCode } from '../../../domain/shared/money';
import { isoDayDto } from './common.dto';

/**
 * GET /api/exchange-rates/{currency}?date=YYYY-MM-DD: the buy rate of that day, as its source quotes it;
 * ?before=YYYY-MM-DD (an invoice date): the rate of the latest day before it that has one.
 */
export const exchangeRateParamsDto = z.object({
  currency: z.enum(CURRENCY_CODES as [CurrencyCode, ...CurrencyCode[]]),
});

export const exchangeRateQueryDto = z.object({ date: z.optional(isoDayDto), before: z.optional(isoDayDto) });

export const sourcedRateDto = z.object({
  date: z.string(),
  /** BRL per one unit of the currency, in millionths. */
  rateMicros: z.number().check(z.int(), z.positive()),
  source: z.enum(['ptax', 'table']),
});
