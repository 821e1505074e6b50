/**
 * The 11 Incoterms 2020 rules. Groups: E (departure), F (main carriage unpaid),
 * C (main carriage paid), D (arrival).
 *
 * Declared value: the seller's price includes the main freight under C and D terms,
 * and insurance where the seller must buy it (CIF, CIP) or bears the risk to
 * destination (D terms). Under CFR and CPT the buyer insures, so an insurance figure
 * typed on such an invoice is shown but not added to the declared value.
 */
export type IncotermGroup = 'E' | 'F' | 'C' | 'D';
export type IncotermCode = 'EXW' | 'FCA' | 'FAS' | 'FOB' | 'CFR' | 'CIF' | 'CPT' | 'CIP' | 'DAP' | 'DPU' | 'DDP';

export interface Incoterm {
  readonly code: IncotermCode;
  readonly group: IncotermGroup;
  readonly names: { readonly en: string; readonly pt: string };
  /** FAS, FOB, CFR and CIF are for sea and inland waterway transport only. */
  readonly seaOnly: boolean;
  readonly includesFreight: boolean;
  readonly includesInsurance: boolean;
}

const rule = (
  code: IncotermCode,
  group: IncotermGroup,
  en: string,
  pt: string,
  seaOnly: boolean,
  includesFreight: boolean,
  includesInsurance: boolean,
): Incoterm => ({ code, group, names: { en, pt }, seaOnly, includesFreight, includesInsurance });

export const INCOTERMS: readonly Incoterm[] = [
  rule('EXW', 'E', 'Ex Works', 'Na Origem', false, false, false),
  rule('FCA', 'F', 'Free Carrier', 'Livre no Transportador', false, false, false),
  rule('FAS', 'F', 'Free Alongside Ship', 'Livre ao Lado do Navio', true, false, false),
  rule('FOB', 'F', 'Free On Board', 'Livre a Bordo', true, false, false),
  rule('CFR', 'C', 'Cost and Freight', 'Custo e Frete', true, true, false),
  rule('CIF', 'C', 'Cost Insurance and Freight', 'Custo, Seguro e Frete', true, true, true),
  rule('CPT', 'C', 'Carriage Paid To', 'Transporte Pago Até', false, true, false),
  rule('CIP', 'C', 'Carriage and Insurance Paid To', 'Transporte e Seguro Pagos Até', false, true, true),
  rule('DAP', 'D', 'Delivered at Place', 'Entregue no Local', false, true, true),
  rule('DPU', 'D', 'Delivered at Place Unloaded', 'Entregue no Local Desembarcado', false, true, true),
  rule('DDP', 'D', 'Delivered Duty Paid', 'Entregue com Direitos Pagos', false, true, true),
];

export const DEFAULT_INCOTERM: IncotermCode = 'CIF';

const BY_CODE = new Map<string, Incoterm>(INCOTERMS.map((i) => [i.code, i]));

export function isIncotermCode(value: unknown): value is IncotermCode {
  return typeof value === 'string' && BY_CODE.has(value);
}

export function incoterm(code: IncotermCode): Incoterm {
  const found = BY_CODE.get(code);
  if (!found) throw new RangeError(`unknown incoterm ${code}`);
  return found;
}

/** "CIF - Cost Insurance and Freight", the label the spec uses. */
export function incotermLabel(code: IncotermCode, language: 'en' | 'pt' = 'en'): string {
  return `${code} - ${incoterm(code).names[language]}`;
}

/** The rule to use instead of a sea-only one on any other mode: FCA for FAS and FOB, CPT for CFR, CIP for CIF. */
const ANY_MODE_COUNTERPART: Partial<Record<IncotermCode, IncotermCode>> = {
  FAS: 'FCA',
  FOB: 'FCA',
  CFR: 'CPT',
  CIF: 'CIP',
};

export function anyModeCounterpart(code: IncotermCode): IncotermCode | null {
  return ANY_MODE_COUNTERPART[code] ?? null;
}
