import { unitValueFromMinor, unitValueToMinor, type CurrencyCode } from '../shared/money';

/** What a line's price is made of (the record's line type has these fields). */
export interface PricedLine {
  readonly unitValueMinor: number;
  readonly unitValueTenThousandths?: number;
}

/**
 * A line's unit value has up to 4 decimals (`unitValueTenThousandths`, e.g. US$ 0.4725 -> 4725) and its
 * two-decimal view in minor units (`unitValueMinor`, 47 cents) for readers that know only that one. The precise
 * value counts while the two agree (the minor value is the precise one rounded half even); a line whose minor value
 * was changed on its own (by a reader that knows only it) is priced at that minor value.
 */
export function lineUnitValue(line: PricedLine, currency: CurrencyCode): number {
  const precise = line.unitValueTenThousandths;
  if (
    precise !== undefined &&
    Number.isSafeInteger(precise) &&
    unitValueToMinor(precise, currency) === line.unitValueMinor
  ) {
    return precise;
  }
  return unitValueFromMinor(line.unitValueMinor, currency);
}

/** The line with both unit values stated and in agreement (the precise one kept only when it adds decimals). */
export function withUnitValue<L extends PricedLine>(line: L, currency: CurrencyCode): L {
  const precise = lineUnitValue(line, currency);
  const { unitValueTenThousandths: _dropped, ...rest } = line;
  const minor = unitValueToMinor(precise, currency);
  return (
    precise === unitValueFromMinor(minor, currency)
      ? { ...rest, unitValueMinor: minor }
      : { ...rest, unitValueMinor: minor, unitValueTenThousandths: precise }
  ) as L;
}

/** A line priced at `unitValue` ten-thousandths of the invoice currency (what a 4-decimal input gives). */
export function setLineUnitValue<L extends PricedLine>(line: L, unitValue: number, currency: CurrencyCode): L {
  return withUnitValue(
    { ...line, unitValueMinor: unitValueToMinor(unitValue, currency), unitValueTenThousandths: unitValue },
    currency,
  );
}
