import { dueValues, type DueError, type DueValues } from '../trade/due-values';
import type { Result } from '../shared/result';
import type { FreightRecord } from './freight-record';
import { lineTotals } from './freight-totals';

/**
 * A shipment's DU-E values (VMLE and VMCV, per line and in total, in the invoice currency and in BRL): the trade
 * rule (src/domain/trade/due-values.ts) over the shipment's lines after discount, its freight, insurance, incoterm
 * and exchange rate.
 */
export function freightDueValues(
  record: Pick<
    FreightRecord,
    'lines' | 'currency' | 'incoterm' | 'freightValueMinor' | 'insuranceValueMinor' | 'exchangeRate'
  >,
): Result<DueValues, DueError> {
  return dueValues({
    incoterm: record.incoterm,
    currency: record.currency,
    lines: record.lines.map((line) => ({ id: line.id, goodsValueMinor: lineTotals(line, record.currency).net.minor })),
    freightMinor: record.freightValueMinor,
    insuranceMinor: record.insuranceValueMinor,
    rateMicros: record.exchangeRate?.rateMicros ?? null,
  });
}
