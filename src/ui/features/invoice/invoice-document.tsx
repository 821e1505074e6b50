import {
  DUTIES_NAMES,
  EXPORT_REASON_NAMES,
  INVOICE_TYPE_NAMES,
  PAYMENT_TERMS_NAMES,
  UNIT_NAMES,
  type DocumentLanguage,
} from '../../../domain/freight/freight-labels';
import { invoiceHeading } from '../../../domain/freight/freight-invoice';
import { lineDescription, lineUnitValue } from '../../../domain/freight/freight-line';
import type { FreightRecord } from '../../../domain/freight/freight-record';
import { freightTotals, lineTotals } from '../../../domain/freight/freight-totals';
import { incotermLabel } from '../../../domain/freight/incoterms';
import type { Money } from '../../../domain/shared/money';
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
import { DocumentHead, DocumentTable, PageNumbers, TotalRow, languageTag, paperworkFacts } from './document-parts';
import { invoiceRateStatement, quoteOf } from '../../../domain/trade/exchange-rate-quote';
import './invoice.css';

/**
 * What the invoice says of its exchange rate: the PTAX buy rate of its day, a rate table's, or a rate typed by hand
 * (in place of the source's, or with no source), as the domain names it, and the domain's warnings on it.
 */
/** The rate line, judged against the date the invoice prints (its heading's). */
function rateText(
  record: FreightRecord,
  language: DocumentLanguage,
  invoiceDate: string,
): { readonly text: string; readonly warnings: readonly string[] } {
  const rate = record.exchangeRate;
  if (!rate) return { text: '', warnings: [] };
  const w = INVOICE_TEXT[language];
  const tag = languageTag(language);
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
 * The printable A4 invoice of a shipment, in the language asked for: the final invoice once booked, a draft marked
 * as such, or a draft printed as a proforma invoice dated `proformaOn`, the day of printing.
 */
export function InvoiceDocument({
  record,
  language,
  proformaOn,
}: {
  record: FreightRecord;
  language: DocumentLanguage;
  proformaOn?: string;
}) {
  const w = INVOICE_TEXT[language];
  const tag = language === 'pt' ? 'pt-BR' : 'en-US';
  const totals = freightTotals(record);
  const money = (m: Money) => formatMoney(tag, m);
  /** Freight or insurance: what the invoice adds, or the value and that the price does not include it. */
  const charge = (included: Money, valueMinor: number) =>
    included.minor > 0 || valueMinor === 0
      ? money(included)
      : `${money({ minor: valueMinor, currency: record.currency })} (${w.notIncluded})`;
  const heading = invoiceHeading(record, proformaOn);
  const rateLine = rateText(record, language, heading.date);
  const title = heading.kind === 'proforma' || record.invoiceType === 'proforma' ? w.proforma : w.title;
  const facts: [string, string][] = [
    [w.mode, w.modes[record.mode]],
    [w.carrier, record.carrier],
    [w.document, record.transportDocument || '—'],
    [w.origin, countryName(tag, record.countryOfOrigin)],
    [w.destination, countryName(tag, record.destinationCountry)],
    [w.shipDate, formatDate(tag, record.shipDate)],
    [w.eta, formatDate(tag, record.eta)],
    [w.incoterm, incotermLabel(record.incoterm, language)],
    [w.currency, record.currency],
    [w.invoiceType, INVOICE_TYPE_NAMES[record.invoiceType][language]],
    [w.terms, PAYMENT_TERMS_NAMES[record.paymentTerms][language]],
    [w.reason, EXPORT_REASON_NAMES[record.exportReason][language]],
    [w.duties, DUTIES_NAMES[record.dutiesAndTaxes][language]],
    [w.packages, String(record.packages)],
    ...paperworkFacts(record, w),
  ];
  return (
    <article
      className="fd-invoice"
      lang={language === 'pt' ? 'pt-BR' : 'en'}
      aria-label={title}
      data-testid="invoice-document"
    >
      <header style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end' }}>
        <div>
          <h1>{title}</h1>
          {heading.kind !== 'draft' ? null : (
            <div className="fd-invoice-draft" data-testid="invoice-draft-mark">
              {w.draft}
            </div>
          )}
        </div>
        <div className="num">
          <div>
            <span className="label">{w.number}</span> <strong data-testid="invoice-number">{heading.number}</strong>
          </div>
          <div>
            <span className="label">{w.date}</span>{' '}
            <span data-testid="invoice-date">{formatDate(tag, heading.date)}</span>
          </div>
        </div>
      </header>
      {heading.kind === 'proforma' ? (
        <p className="fd-invoice-proforma-note" data-testid="invoice-proforma-note">
          {w.proformaNote}
        </p>
      ) : null}
      <DocumentHead record={record} language={language} facts={facts} />
      <DocumentTable
        textColumns={[w.item, w.description, w.codes, w.lineOrigin]}
        figureColumns={[w.quantity, w.unitValue, w.discount, w.amount]}
      >
        {record.lines.map((line, i) => {
          const t = lineTotals(line, record.currency);
          return (
            <tr key={line.id}>
              <td>{i + 1}</td>
              <td>{lineDescription(line, language)}</td>
              <td>
                {line.hsCode}
                {line.ncmCode ? ` / ${line.ncmCode}` : ''}
              </td>
              <td>{line.countryOfOrigin}</td>
              <td className="num">
                {formatQuantity(tag, line.quantityMilli)} {UNIT_NAMES[line.unit][language]}
              </td>
              <td className="num">{formatUnitValue(tag, lineUnitValue(line, record.currency), record.currency)}</td>
              <td className="num">{t.discount.minor > 0 ? money(t.discount) : '—'}</td>
              <td className="num">{money(t.net)}</td>
            </tr>
          );
        })}
      </DocumentTable>
      <table className="totals">
        <tbody>
          {totals.totalDiscounts.minor > 0 ? (
            // The column adds up on paper: the goods before discounts, the discounts taken off, the goods net.
            <>
              <TotalRow label={w.beforeDiscounts}>{money(totals.totalGoodsBeforeDiscounts)}</TotalRow>
              <TotalRow label={w.discounts}>− {money(totals.totalDiscounts)}</TotalRow>
            </>
          ) : null}
          <TotalRow label={w.subtotal}>{money(totals.totalCosts)}</TotalRow>
          <TotalRow label={w.freight}>{charge(totals.freightIncluded, record.freightValueMinor)}</TotalRow>
          <TotalRow label={w.insurance}>{charge(totals.insuranceIncluded, record.insuranceValueMinor)}</TotalRow>
          {record.insuredAmountMinor !== undefined ? (
            <TotalRow label={w.insured}>
              {money({ minor: record.insuredAmountMinor, currency: record.currency })}
            </TotalRow>
          ) : null}
          <tr>
            <th>{w.declared}</th>
            <td className="num">
              <strong data-testid="invoice-declared">{money(totals.totalDeclaredValue)}</strong>
            </td>
          </tr>
          {record.exchangeRate && totals.totalDeclaredValueBr ? (
            <>
              <tr>
                <th>{w.rate}</th>
                <td className="num rate" data-testid="invoice-rate">
                  {rateLine.text}
                  {rateLine.warnings.map((warning) => (
                    <div key={warning} data-testid="invoice-rate-warning">
                      {warning}
                    </div>
                  ))}
                </td>
              </tr>
              <tr>
                <th>{w.declaredBrl}</th>
                <td className="num">{money(totals.totalDeclaredValueBr)}</td>
              </tr>
            </>
          ) : null}
          <TotalRow label={w.netWeight}>{formatKg(tag, totals.totalNetWeightGrams)}</TotalRow>
          <TotalRow label={w.grossWeight}>{formatKg(tag, totals.totalGrossWeightGrams)}</TotalRow>
        </tbody>
      </table>
      <p style={{ marginTop: '8mm' }}>{w.declaration}</p>
      <div className="sign">
        <div>{w.signature}</div>
        <div>{w.name}</div>
      </div>
      <PageNumbers language={language} />
    </article>
  );
}
