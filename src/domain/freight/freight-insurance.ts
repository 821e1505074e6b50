import { money } from '../shared/money';
import { insuranceCoverWarning, type InsuranceCoverWarning } from '../trade/insurance-cover';
import { freightDueValues } from './freight-due-values';
import type { FreightInput } from './freight-record';

/**
 * A shipment's insurance check: under CIF and CIP the insured amount must reach 110 % of the price in the sale
 * condition (the VMCV total: goods, freight and insurance as the incoterm puts them in the price). A shipment that
 * names no insured amount insures nothing. Null when the cover is enough, the incoterm asks for none, or the price
 * cannot be computed yet (no lines).
 */
export function freightInsuranceWarning(
  record: Pick<
    FreightInput,
    | 'incoterm'
    | 'currency'
    | 'lines'
    | 'freightValueMinor'
    | 'insuranceValueMinor'
    | 'exchangeRate'
    | 'insuredAmountMinor'
  >,
): InsuranceCoverWarning | null {
  const due = freightDueValues(record);
  if (!due.ok) return null;
  return insuranceCoverWarning(
    record.incoterm,
    money(record.insuredAmountMinor ?? 0, record.currency),
    due.value.total.vmcv,
  );
}
