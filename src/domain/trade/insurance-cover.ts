import type { IncotermCode } from '../freight/incoterms';
import { money, type Money } from '../shared/money';

/**
 * Under CIF and CIP, Incoterms 2020 make the seller insure at least the price in the contract plus 10 %
 * (110 %). The caller passes that price (under these rules the CIF or CIP value, i.e. the VMCV) and the
 * sum the policy insures (not the premium, which is the insurance cost inside the price).
 * The minimum is rounded UP to the minor unit, since cover may not fall short by a fraction of a cent.
 */
export interface InsuranceCoverWarning {
  readonly code: 'insuranceBelowMinimum';
  readonly minimum: Money;
  readonly shortfall: Money;
}

const RULES_WITH_MINIMUM_COVER: readonly IncotermCode[] = ['CIF', 'CIP'];

export function minimumInsuredAmount(contractPrice: Money): Money {
  if (contractPrice.minor < 0) throw new RangeError('a contract price cannot be negative');
  const minor = (BigInt(contractPrice.minor) * 11n + 9n) / 10n;
  return money(Number(minor), contractPrice.currency);
}

/** A warning when the insured amount is below the minimum cover, or null when it is enough or not required. */
export function insuranceCoverWarning(
  incoterm: IncotermCode,
  insured: Money,
  contractPrice: Money,
): InsuranceCoverWarning | null {
  if (!RULES_WITH_MINIMUM_COVER.includes(incoterm)) return null;
  if (insured.currency !== contractPrice.currency) {
    throw new RangeError(`cannot compare ${insured.currency} cover with a ${contractPrice.currency} price`);
  }
  const minimum = minimumInsuredAmount(contractPrice);
  if (insured.minor >= minimum.minor) return null;
  return { code: 'insuranceBelowMinimum', minimum, shortfall: money(minimum.minor - insured.minor, insured.currency) };
}
