import { isCountryCode, UNKNOWN_COUNTRY } from '../shared/country-codes';
import { isCurrencyCode, unitValueFromMinor } from '../shared/money';
import { brlMinorBig, lineAmountBig, MONEY_LIMITS } from '../shared/money-limits';
import { RATE_SOURCES } from '../trade/exchange-rate-quote';
import { lineUnitValue } from './freight-line';
import { lineTotals } from './freight-totals';
import type { FreightInput, FreightLine, FreightRecord } from './freight-record';
import { incoterm, isIncotermCode } from './incoterms';
import { isIsoDate } from './iso-date';
import { isValidReference } from './freight-reference';
import { validatePaperwork, type PaperworkFieldError } from './freight-paperwork';

/**
 * Field-keyed error codes ('shipper', 'lines.0.hsCode', 'exchangeRate.date'); the UI maps each code to a
 * message at that field. An empty object means the record may be saved.
 */
export type FreightFieldError =
  | 'required'
  | 'invalidReference'
  | typeof UNKNOWN_COUNTRY
  | 'invalidDate'
  | 'etaBeforeShipDate'
  | 'sameParty'
  | 'notWholeNumber'
  | 'notPositive'
  | 'negative'
  | 'hsCodeFormat'
  | 'ncmFormat'
  | 'ncmMismatch'
  | 'grossBelowNet'
  | 'discountOutOfRange'
  | 'discountExceedsValue'
  | 'unknownOption'
  | 'tooLong'
  | 'tooLarge'
  | 'lineTooLarge'
  | 'totalTooLarge'
  | PaperworkFieldError;

export type FreightErrors = Readonly<Record<string, FreightFieldError>>;

export type FreightWarning = 'incotermSeaOnly' | 'noExchangeRate' | 'rateDateAfterShipDate';

const HS_CODE = /^\d{6}$/;
const NCM_CODE = /^\d{8}$/;
/** The longest text field, the notes and the most lines a shipment takes (firestore.rules repeats them). */
export const FREIGHT_LIMITS = { text: 500, notes: 2000, lines: 200, packages: 1_000_000 } as const;
/** The heaviest line (grams): a million tonnes. 200 such lines still sum exactly. */
const MAX_WEIGHT_GRAMS = 1_000_000_000_000;
const AMOUNT_FIELDS = ['quantity', 'unitValue', 'discount'] as const;
const MAX_TEXT = FREIGHT_LIMITS.text;

/** Strips the dots and spaces people type in codes ('8471.30.12' -> '84713012'). */
export function normaliseTariffCode(text: string): string {
  return text.replace(/[\s.-]/g, '');
}

export function validateFreightLine(
  line: FreightLine,
  currency: FreightRecord['currency'],
): Readonly<Record<string, FreightFieldError>> {
  const errors: Record<string, FreightFieldError> = {};
  if (line.description.trim() === '') errors.description = 'required';
  else if (line.description.length > MAX_TEXT) errors.description = 'tooLong';
  if ((line.descriptionEn?.length ?? 0) > MAX_TEXT) errors.descriptionEn = 'tooLong';
  if ((line.descriptionPt?.length ?? 0) > MAX_TEXT) errors.descriptionPt = 'tooLong';
  if (line.hsCode === '') errors.hsCode = 'required';
  else if (!HS_CODE.test(line.hsCode)) errors.hsCode = 'hsCodeFormat';
  if (line.ncmCode !== '') {
    if (!NCM_CODE.test(line.ncmCode)) errors.ncmCode = 'ncmFormat';
    else if (HS_CODE.test(line.hsCode) && !line.ncmCode.startsWith(line.hsCode)) errors.ncmCode = 'ncmMismatch';
  }
  if (!Number.isSafeInteger(line.quantityMilli)) errors.quantity = 'notWholeNumber';
  else if (line.quantityMilli <= 0) errors.quantity = 'notPositive';
  else if (line.quantityMilli > MONEY_LIMITS.quantityMilli) errors.quantity = 'tooLarge';
  if (!Number.isSafeInteger(line.unitValueMinor)) errors.unitValue = 'notWholeNumber';
  else if (line.unitValueMinor < 0) errors.unitValue = 'negative';
  else if (line.unitValueMinor > MONEY_LIMITS.amountMinor) errors.unitValue = 'tooLarge';
  else if (line.unitValueTenThousandths !== undefined) {
    if (!Number.isSafeInteger(line.unitValueTenThousandths)) errors.unitValue = 'notWholeNumber';
    else if (line.unitValueTenThousandths < 0) errors.unitValue = 'negative';
    else if (line.unitValueTenThousandths > unitValueFromMinor(MONEY_LIMITS.amountMinor, currency))
      errors.unitValue = 'tooLarge';
  }
  // Quantity x unit value is measured exactly before any total is made of it (past 2^53 a total would throw).
  if (!errors.quantity && !errors.unitValue && isCurrencyCode(currency)) {
    const amount = lineAmountBig(line.quantityMilli, lineUnitValue(line, currency), currency);
    if (amount > BigInt(MONEY_LIMITS.amountMinor)) errors.quantity = 'lineTooLarge';
  }
  const discountError = errors.quantity || errors.unitValue ? null : validateDiscount(line, currency);
  if (discountError) errors.discount = discountError;
  if (!Number.isSafeInteger(line.netWeightGrams)) errors.netWeight = 'notWholeNumber';
  else if (line.netWeightGrams < 0) errors.netWeight = 'negative';
  else if (line.netWeightGrams > MAX_WEIGHT_GRAMS) errors.netWeight = 'tooLarge';
  if (!Number.isSafeInteger(line.grossWeightGrams)) errors.grossWeight = 'notWholeNumber';
  else if (line.grossWeightGrams < 0) errors.grossWeight = 'negative';
  else if (line.grossWeightGrams > MAX_WEIGHT_GRAMS) errors.grossWeight = 'tooLarge';
  else if (line.grossWeightGrams < line.netWeightGrams) errors.grossWeight = 'grossBelowNet';
  if (!isCountryCode(line.countryOfOrigin))
    errors.countryOfOrigin = line.countryOfOrigin === '' ? 'required' : UNKNOWN_COUNTRY;
  return errors;
}

function validateDiscount(line: FreightLine, currency: FreightRecord['currency']): FreightFieldError | null {
  const { discount } = line;
  if (discount.kind === 'percent') {
    return Number.isInteger(discount.basisPoints) && discount.basisPoints >= 0 && discount.basisPoints <= 10_000
      ? null
      : 'discountOutOfRange';
  }
  if (discount.kind === 'amount') {
    if (!Number.isSafeInteger(discount.minor) || discount.minor < 0) return 'discountOutOfRange';
    const gross = lineTotals({ ...line, discount: { kind: 'none' } }, currency).gross.minor;
    return discount.minor > gross ? 'discountExceedsValue' : null;
  }
  return null;
}

/** A whole shipment: its reference, then everything a person types (validateFreightInput). */
export function validateFreight(record: FreightRecord): FreightErrors {
  const input = validateFreightInput(record);
  return isValidReference(record.reference) ? input : { reference: 'invalidReference', ...input };
}

/** What a person types for a shipment, checked before any record exists (a new one has no reference yet). */
export function validateFreightInput(record: FreightInput): FreightErrors {
  const errors: Record<string, FreightFieldError> = {};
  if (!record.shipper) errors.shipper = 'required';
  if (!record.consignee) errors.consignee = 'required';
  if (record.shipper && record.consignee && record.shipper.id === record.consignee.id) errors.consignee = 'sameParty';
  if (record.carrier.trim() === '') errors.carrier = 'required';
  else if (record.carrier.length > MAX_TEXT) errors.carrier = 'tooLong';
  if (record.transportDocument.length > MAX_TEXT) errors.transportDocument = 'tooLong';
  checkCountry(errors, 'countryOfOrigin', record.countryOfOrigin);
  checkCountry(errors, 'destinationCountry', record.destinationCountry);
  if (record.shipDate !== null && !isIsoDate(record.shipDate)) errors.shipDate = 'invalidDate';
  if (record.eta !== null && !isIsoDate(record.eta)) errors.eta = 'invalidDate';
  else if (record.eta !== null && record.shipDate !== null && !errors.shipDate && record.eta < record.shipDate) {
    errors.eta = 'etaBeforeShipDate';
  }
  if (!Number.isInteger(record.packages)) errors.packages = 'notWholeNumber';
  else if (record.packages < 1) errors.packages = 'notPositive';
  else if (record.packages > FREIGHT_LIMITS.packages) errors.packages = 'tooLarge';
  if (!isIncotermCode(record.incoterm)) errors.incoterm = 'unknownOption';
  if (!isCurrencyCode(record.currency)) errors.currency = 'unknownOption';
  checkAmount(errors, 'freightValue', record.freightValueMinor);
  checkAmount(errors, 'insuranceValue', record.insuranceValueMinor);
  if (record.exchangeRate) {
    if (!(record.exchangeRate.rateMicros > 0) || !Number.isSafeInteger(record.exchangeRate.rateMicros)) {
      errors['exchangeRate.rate'] = 'notPositive';
    }
    if (record.exchangeRate.date === '') errors['exchangeRate.date'] = 'required';
    else if (!isIsoDate(record.exchangeRate.date)) errors['exchangeRate.date'] = 'invalidDate';
    const { source, overridden } = record.exchangeRate;
    if (source !== undefined && !(RATE_SOURCES as readonly string[]).includes(source))
      errors['exchangeRate.source'] = 'unknownOption';
    if (overridden !== undefined && typeof overridden !== 'boolean')
      errors['exchangeRate.overridden'] = 'unknownOption';
  }
  if (record.insuredAmountMinor !== undefined) {
    checkAmount(errors, 'insuredAmount', record.insuredAmountMinor);
  }
  if (record.notes.length > FREIGHT_LIMITS.notes) errors.notes = 'tooLong';
  if (record.lines.length > FREIGHT_LIMITS.lines) errors.lines = 'tooLong';
  record.lines.forEach((line, index) => {
    for (const [field, code] of Object.entries(validateFreightLine(line, record.currency))) {
      errors[`lines.${index}.${field}`] = code;
    }
  });
  checkDeclaredValue(errors, record);
  for (const [field, code] of Object.entries(
    validatePaperwork(
      record,
      record.lines.map((line) => line.id),
    ),
  )) {
    errors[field] ??= code;
  }
  return errors;
}

function checkAmount(errors: Record<string, FreightFieldError>, field: string, minor: number): void {
  if (!Number.isSafeInteger(minor)) errors[field] = 'notWholeNumber';
  else if (minor < 0) errors[field] = 'negative';
  else if (minor > MONEY_LIMITS.amountMinor) errors[field] = 'tooLarge';
}

/** The declared value, in its currency and in BRL at its rate, within a shipment's bound (once its parts read). */
function checkDeclaredValue(errors: Record<string, FreightFieldError>, record: FreightInput): void {
  const partsRead =
    isCurrencyCode(record.currency) &&
    isIncotermCode(record.incoterm) &&
    !errors.freightValue &&
    !errors.insuranceValue &&
    !errors.lines &&
    record.lines.every((_, i) => AMOUNT_FIELDS.every((field) => !errors[`lines.${i}.${field}`]));
  if (!partsRead) return;
  let declared = 0n;
  for (const line of record.lines) declared += BigInt(lineTotals(line, record.currency).net.minor);
  const rule = incoterm(record.incoterm);
  if (rule.includesFreight) declared += BigInt(record.freightValueMinor);
  if (rule.includesInsurance) declared += BigInt(record.insuranceValueMinor);
  const limit = BigInt(MONEY_LIMITS.shipmentMinor);
  if (declared > limit) errors.lines = 'totalTooLarge';
  else if (record.exchangeRate && !errors['exchangeRate.rate']) {
    if (brlMinorBig(declared, record.exchangeRate.rateMicros, record.currency) > limit)
      errors['exchangeRate.rate'] = 'totalTooLarge';
  }
}

function checkCountry(errors: Record<string, FreightFieldError>, field: string, value: string): void {
  if (value === '') errors[field] = 'required';
  else if (!isCountryCode(value)) errors[field] = UNKNOWN_COUNTRY;
}

/** What the warnings read: a stored record or a form's typed input alike. */
export type FreightWarningInput = Pick<FreightInput, 'incoterm' | 'mode' | 'currency' | 'exchangeRate' | 'shipDate'>;

/** Things worth a second look that do not block saving. */
export function freightWarnings(record: FreightWarningInput): readonly FreightWarning[] {
  const warnings: FreightWarning[] = [];
  if (isIncotermCode(record.incoterm) && incoterm(record.incoterm).seaOnly && record.mode !== 'sea') {
    warnings.push('incotermSeaOnly');
  }
  if (record.currency !== 'BRL' && !record.exchangeRate) warnings.push('noExchangeRate');
  if (record.exchangeRate && record.shipDate && record.exchangeRate.date > record.shipDate) {
    warnings.push('rateDateAfterShipDate');
  }
  return warnings;
}

export function hasErrors(errors: FreightErrors): boolean {
  return Object.keys(errors).length > 0;
}
