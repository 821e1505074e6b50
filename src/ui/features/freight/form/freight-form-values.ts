import type { LineWeightSources, UnitWeights } from '../../../../domain/freight/freight-line-product';
import type { FreightInput, FreightLine } from '../../../../domain/freight/freight-record';
import type { Discount } from '../../../../domain/shared/money';
import type { PackageType } from '../../../../domain/trade/packing-list';
import type { RateSource } from '../../../../domain/trade/exchange-rate-quote';

/** One invoice line as typed: numbers stay text in the person's notation until saved. */
export interface LineFormValues {
  readonly id: string;
  readonly productId: string | null;
  readonly description: string;
  /** The product's descriptions the line was made from ('' when none): the invoice prints the one of its language. */
  readonly descriptionEn: string;
  readonly descriptionPt: string;
  readonly hsCode: string;
  readonly ncmCode: string;
  readonly quantity: string;
  readonly unit: FreightLine['unit'];
  readonly unitValue: string;
  readonly discountKind: Discount['kind'];
  readonly discount: string;
  readonly netWeight: string;
  readonly grossWeight: string;
  readonly countryOfOrigin: string;
  /** The product's weights of one unit, once known: the line weights follow the quantity from them. */
  readonly unitWeights: UnitWeights | null;
  readonly weightSources: LineWeightSources;
}

/** What one package holds of one invoice line, as typed. */
export interface PackageContentFormValues {
  readonly lineId: string;
  readonly quantity: string;
  readonly netWeight: string;
  readonly grossWeight: string;
}

/** One package of the packing list as typed: dimensions in whole millimetres, weights in kg. */
export interface PackageFormValues {
  readonly key: string;
  readonly type: PackageType;
  readonly marks: string;
  readonly length: string;
  readonly width: string;
  readonly height: string;
  readonly contents: readonly PackageContentFormValues[];
}

/** The shipment fields typed as plain text: amounts in the person's notation, places as a UN/LOCODE and a name. */
type TypedTextField =
  | 'namedPlace'
  | 'loadingCode'
  | 'loadingName'
  | 'dischargeCode'
  | 'dischargeName'
  | 'marks'
  | 'freightValue'
  | 'insuranceValue'
  | 'packages'
  | 'exchangeRate'
  | 'insuredAmount';

/**
 * The shipment form as typed. `termsChosen`: the person picked the mode or the incoterm themselves.
 * `insuredAmount` is the sum the policy covers (empty: not given); `insuranceValue` is the premium.
 */
export interface FreightFormValues
  extends
    Omit<
      FreightInput,
      | TypedTextField
      | 'freightValueMinor'
      | 'insuranceValueMinor'
      | 'insuredAmountMinor'
      | 'placeOfLoading'
      | 'placeOfDischarge'
      | 'containers'
      | 'packingList'
      | 'lines'
    >,
    Readonly<Record<TypedTextField, string>> {
  readonly containers: readonly string[];
  readonly packingList: readonly PackageFormValues[];
  readonly exchangeRateDate: string | null;
  /** Where the rate in `exchangeRate` came from ('manual': typed with no source), and whether a person replaced it. */
  readonly rateSource: RateSource;
  readonly rateOverridden: boolean;
  readonly lines: readonly LineFormValues[];
  readonly termsChosen: boolean;
}

/** Unit prices are typed with up to four decimals (commodities are priced per kg that way). */
export const UNIT_VALUE_SCALE = 4;
