import type {
  PrintedDocument,
  PrintedFact,
  PrintedParty,
  PrintedTotal,
} from '../../../application/ports/document-pdf.port';
import { invoiceHeading } from '../../../domain/freight/freight-invoice';
import {
  DUTIES_NAMES,
  EXPORT_REASON_NAMES,
  INVOICE_TYPE_NAMES,
  PAYMENT_TERMS_NAMES,
  UNIT_NAMES,
  type DocumentLanguage,
} from '../../../domain/freight/freight-labels';
import { lineDescription, lineUnitValue } from '../../../domain/freight/freight-line';
import type { PlaceRef } from '../../../domain/freight/freight-paperwork';
import type { FreightRecord, PartyRef } from '../../../domain/freight/freight-record';
import { freightTotals, lineTotals } from '../../../domain/freight/freight-totals';
import { incotermLabel } from '../../../domain/freight/incoterms';
import type { Money } from '../../../domain/shared/money';
import { formatContainerNumber } from '../../../domain/trade/container-number';
import { invoiceRateStatement, quoteOf } from '../../../domain/trade/exchange-rate-quote';
import { packageTotals, packingTotals } from '../../../domain/trade/packing-list';
import {
  countryName,
  formatDate,
  formatKg,
  formatMoney,
  formatQuantity,
  formatRate,
  formatUnitValue,
} from '../../components/format-freight';
import { INVOICE_TEXT } from './invoice-text';

/**
 * The invoice and the packing list of a shipment as printed documents: every word in the document's language and
 * every figure formatted, from the domain's totals. The HTML sheets and the PDF file lay out the same model.
 */
type Words = (typeof INVOICE_TEXT)[DocumentLanguage];

export const languageTag = (language: DocumentLanguage) => (language === 'pt' ? 'pt-BR' : 'en-US');
const documentLang = (language: DocumentLanguage) => (language === 'pt' ? 'pt-BR' : 'en');

/** The edition of the rules the terms refer to, as the ICC asks it to be written after the rule and place. */
export const INCOTERMS_EDITION = 'Incoterms® 2020';

function party(label: string, ref: PartyRef | null, w: Words, tag: string): PrintedParty {
  if (!ref) return { label, name: null, lines: [] };
  const lines = (ref.address ?? '').split('\n').filter((line) => line !== '');
  lines.push(countryName(tag, ref.country));
  if (ref.taxId) lines.push(`${ref.country === 'BR' ? w.cnpj : w.taxId}: ${ref.taxId}`);
  return { label, name: ref.name, lines };
}

const placeText = (place: PlaceRef | undefined) => (place ? `${place.name} (${place.code})` : '—');

/** The paperwork facts both documents print: the terms with their named place, the places, the containers. */
function paperworkFacts(record: FreightRecord, w: Words): PrintedFact[] {
  return [
    {
      label: w.namedPlace,
      value: record.namedPlace ? `${record.incoterm} ${record.namedPlace} ${INCOTERMS_EDITION}` : '—',
    },
    { label: w.loading, value: placeText(record.placeOfLoading) },
    { label: w.discharge, value: placeText(record.placeOfDischarge) },
    { label: w.containers, value: (record.containers ?? []).map(formatContainerNumber).join(', ') || '—' },
  ];
}

/** The head both documents share: the parties, and the marks and numbers when there are any. */
function head(record: FreightRecord, w: Words, tag: string) {
  return {
    parties: [party(w.shipper, record.shipper, w, tag), party(w.consignee, record.consignee, w, tag)],
    factsLabel: w.shipment,
    ...(record.marks ? { marks: { label: w.marks, value: record.marks } } : {}),
  };
}

/** What the invoice says of its exchange rate, judged against the date it prints, and the domain's warnings. */
function rateText(record: FreightRecord, w: Words, tag: string, invoiceDate: string) {
  const rate = record.exchangeRate;
  if (!rate) return { text: '', warnings: [] as string[] };
  const quote = quoteOf(rate);
  const statement = invoiceRateStatement(quote, invoiceDate);
  const kind = statement.ok ? statement.value.kind : 'manual';
  const values: Record<string, string> = {
    rate: formatRate(tag, rate.rateMicros),
    date: formatDate(tag, rate.date),
    source: w.rateSources[quote.source],
    ruleDate: statement.ok ? formatDate(tag, statement.value.ruleDate) : '',
  };
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
  const warnings = statement.ok ? statement.value.warnings.map((warning) => fill(w.rateWarnings[warning])) : [];
  return { text: fill(w.rateStatement[kind]), warnings };
}

/**
 * The invoice of a shipment: the final invoice once booked, a draft marked as such, or a draft printed as a proforma
 * invoice dated `proformaOn`, the day of printing.
 */
export function invoiceModel(record: FreightRecord, language: DocumentLanguage, proformaOn?: string): PrintedDocument {
  const w = INVOICE_TEXT[language];
  const tag = languageTag(language);
  const totals = freightTotals(record);
  const money = (m: Money) => formatMoney(tag, m);
  /** Freight or insurance: what the invoice adds, or the value and that the price does not include it. */
  const charge = (included: Money, valueMinor: number) =>
    included.minor > 0 || valueMinor === 0
      ? money(included)
      : `${money({ minor: valueMinor, currency: record.currency })} (${w.notIncluded})`;
  const heading = invoiceHeading(record, proformaOn);
  const rate = rateText(record, w, tag, heading.date);
  const row = (key: string, label: string, value: string): PrintedTotal => ({ key, label, value });
  const totalRows: PrintedTotal[] = [
    // The column adds up on paper: the goods before discounts, the discounts taken off, the goods net.
    ...(totals.totalDiscounts.minor > 0
      ? [
          row('beforeDiscounts', w.beforeDiscounts, money(totals.totalGoodsBeforeDiscounts)),
          row('discounts', w.discounts, `− ${money(totals.totalDiscounts)}`),
        ]
      : []),
    row('subtotal', w.subtotal, money(totals.totalCosts)),
    row('freight', w.freight, charge(totals.freightIncluded, record.freightValueMinor)),
    row('insurance', w.insurance, charge(totals.insuranceIncluded, record.insuranceValueMinor)),
    ...(record.insuredAmountMinor !== undefined
      ? [row('insured', w.insured, money({ minor: record.insuredAmountMinor, currency: record.currency }))]
      : []),
    { ...row('declared', w.declared, money(totals.totalDeclaredValue)), strong: true },
    ...(record.exchangeRate && totals.totalDeclaredValueBr
      ? [
          { ...row('rate', w.rate, rate.text), notes: rate.warnings },
          row('declaredBrl', w.declaredBrl, money(totals.totalDeclaredValueBr)),
        ]
      : []),
    row('netWeight', w.netWeight, formatKg(tag, totals.totalNetWeightGrams)),
    row('grossWeight', w.grossWeight, formatKg(tag, totals.totalGrossWeightGrams)),
  ];
  return {
    lang: documentLang(language),
    title: heading.kind === 'proforma' || record.invoiceType === 'proforma' ? w.proforma : w.title,
    ...(heading.kind === 'draft' ? { mark: w.draft } : {}),
    reference: [
      { label: w.number, value: heading.number },
      { label: w.date, value: formatDate(tag, heading.date) },
    ],
    ...(heading.kind === 'proforma' ? { note: w.proformaNote } : {}),
    ...head(record, w, tag),
    facts: [
      { label: w.mode, value: w.modes[record.mode] },
      { label: w.carrier, value: record.carrier },
      { label: w.document, value: record.transportDocument || '—' },
      { label: w.origin, value: countryName(tag, record.countryOfOrigin) },
      { label: w.destination, value: countryName(tag, record.destinationCountry) },
      { label: w.shipDate, value: formatDate(tag, record.shipDate) },
      { label: w.eta, value: formatDate(tag, record.eta) },
      { label: w.incoterm, value: incotermLabel(record.incoterm, language) },
      { label: w.currency, value: record.currency },
      { label: w.invoiceType, value: INVOICE_TYPE_NAMES[record.invoiceType][language] },
      { label: w.terms, value: PAYMENT_TERMS_NAMES[record.paymentTerms][language] },
      { label: w.reason, value: EXPORT_REASON_NAMES[record.exportReason][language] },
      { label: w.duties, value: DUTIES_NAMES[record.dutiesAndTaxes][language] },
      { label: w.packages, value: String(record.packages) },
      ...paperworkFacts(record, w),
    ],
    table: {
      columns: [
        ...[w.item, w.description, w.codes, w.lineOrigin].map((label) => ({ label, figure: false })),
        ...[w.quantity, w.unitValue, w.discount, w.amount].map((label) => ({ label, figure: true })),
      ],
      rows: record.lines.map((line, i) => {
        const t = lineTotals(line, record.currency);
        return [
          String(i + 1),
          lineDescription(line, language),
          `${line.hsCode}${line.ncmCode ? ` / ${line.ncmCode}` : ''}`,
          line.countryOfOrigin,
          `${formatQuantity(tag, line.quantityMilli)} ${UNIT_NAMES[line.unit][language]}`,
          formatUnitValue(tag, lineUnitValue(line, record.currency), record.currency),
          t.discount.minor > 0 ? money(t.discount) : '—',
          money(t.net),
        ];
      }),
    },
    totals: totalRows,
    declaration: w.declaration,
    signature: [w.signature, w.name],
    pageLabel: w.page,
  };
}

const m3 = (tag: string, milli: number) =>
  new Intl.NumberFormat(tag, { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(milli / 1000);

/** The packing list of a shipment, from the same record as its invoice. */
export function packingListModel(record: FreightRecord, language: DocumentLanguage): PrintedDocument {
  const w = INVOICE_TEXT[language];
  const tag = languageTag(language);
  const packages = record.packingList ?? [];
  const totals = packingTotals(packages);
  const heading = invoiceHeading(record);
  const lineNumber = new Map(record.lines.map((line, i) => [line.id, i + 1]));
  const lineUnit = new Map(record.lines.map((line) => [line.id, UNIT_NAMES[line.unit][language]]));
  return {
    lang: documentLang(language),
    title: w.packingTitle,
    reference: [{ label: '', value: record.reference }],
    ...head(record, w, tag),
    facts: [
      { label: w.invoiceRef, value: heading.number },
      { label: w.shipDate, value: formatDate(tag, record.shipDate) },
      { label: w.carrier, value: record.carrier },
      { label: w.document, value: record.transportDocument || '—' },
      ...paperworkFacts(record, w),
    ],
    table: {
      columns: [
        ...[w.package, w.packageType, w.packageMarks, w.contents].map((label) => ({ label, figure: false })),
        ...[w.netWeight, w.grossWeight, w.dimensions, w.volume].map((label) => ({ label, figure: true })),
      ],
      rows: packages.map((pkg, i) => {
        const t = packageTotals(pkg);
        return [
          String(i + 1),
          w.packageTypes[pkg.type],
          pkg.marks || '—',
          pkg.contents
            .map(
              (c) =>
                `${w.item} ${lineNumber.get(c.lineId) ?? '?'}: ${formatQuantity(tag, c.quantityMilli)} ${lineUnit.get(c.lineId) ?? ''}`,
            )
            .join('; '),
          formatKg(tag, t.netWeightGrams),
          formatKg(tag, t.grossWeightGrams),
          `${pkg.lengthMm} × ${pkg.widthMm} × ${pkg.heightMm}`,
          m3(tag, t.volumeM3Milli),
        ];
      }),
    },
    totals: [
      { key: 'total-packages', label: w.totalPackages, value: String(totals.packages) },
      { key: 'netWeight', label: w.netWeight, value: formatKg(tag, totals.netWeightGrams) },
      { key: 'grossWeight', label: w.grossWeight, value: formatKg(tag, totals.grossWeightGrams) },
      { key: 'total-volume', label: w.totalVolume, value: `${m3(tag, totals.volumeM3Milli)} m³` },
    ],
    pageLabel: w.page,
  };
}

/** The PDF file's name: the invoice number and the document ("INV-2026-000123-invoice.pdf"), safe on any disk. */
export function pdfFileName(document: 'invoice' | 'proforma' | 'packing-list', number: string): string {
  const safe = number.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'document';
  return `${safe}-${document}.pdf`;
}
