import { invoiceHeading } from '../../../domain/freight/freight-invoice';
import { UNIT_NAMES, type DocumentLanguage } from '../../../domain/freight/freight-labels';
import type { FreightRecord } from '../../../domain/freight/freight-record';
import { packageTotals, packingTotals } from '../../../domain/trade/packing-list';
import { formatDate, formatKg, formatQuantity } from '../../components/format-freight';
import { DocumentHead, DocumentTable, PageNumbers, TotalRow, languageTag, paperworkFacts } from './document-parts';
import { INVOICE_TEXT } from './invoice-text';
import './invoice.css';

const m3 = (tag: string, milli: number) =>
  new Intl.NumberFormat(tag, { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(milli / 1000);

/** The printable A4 packing list of a shipment, from the same record as its invoice, in the language asked for. */
export function PackingListDocument({ record, language }: { record: FreightRecord; language: DocumentLanguage }) {
  const w = INVOICE_TEXT[language];
  const tag = languageTag(language);
  const packages = record.packingList ?? [];
  const totals = packingTotals(packages);
  const heading = invoiceHeading(record);
  const lineNumber = new Map(record.lines.map((line, i) => [line.id, i + 1]));
  const lineUnit = new Map(record.lines.map((line) => [line.id, UNIT_NAMES[line.unit][language]]));
  const facts: [string, string][] = [
    [w.invoiceRef, heading.number],
    [w.shipDate, formatDate(tag, record.shipDate)],
    [w.carrier, record.carrier],
    [w.document, record.transportDocument || '—'],
    ...paperworkFacts(record, w),
  ];
  return (
    <article
      className="fd-invoice"
      lang={language === 'pt' ? 'pt-BR' : 'en'}
      aria-label={w.packingTitle}
      data-testid="packing-list-document"
    >
      <header>
        <h1>{w.packingTitle}</h1>
        <div className="label">{record.reference}</div>
      </header>
      <DocumentHead record={record} language={language} facts={facts} />
      <DocumentTable
        textColumns={[w.package, w.packageType, w.packageMarks, w.contents]}
        figureColumns={[w.netWeight, w.grossWeight, w.dimensions, w.volume]}
      >
        {packages.map((pkg, i) => {
          const t = packageTotals(pkg);
          return (
            <tr key={i}>
              <td>{i + 1}</td>
              <td>{w.packageTypes[pkg.type]}</td>
              <td>{pkg.marks || '—'}</td>
              <td>
                {pkg.contents
                  .map(
                    (c) =>
                      `${w.item} ${lineNumber.get(c.lineId) ?? '?'}: ${formatQuantity(tag, c.quantityMilli)} ${lineUnit.get(c.lineId) ?? ''}`,
                  )
                  .join('; ')}
              </td>
              <td className="num">{formatKg(tag, t.netWeightGrams)}</td>
              <td className="num">{formatKg(tag, t.grossWeightGrams)}</td>
              <td className="num">
                {pkg.lengthMm} × {pkg.widthMm} × {pkg.heightMm}
              </td>
              <td className="num">{m3(tag, t.volumeM3Milli)}</td>
            </tr>
          );
        })}
      </DocumentTable>
      <table className="totals">
        <tbody>
          <tr>
            <th>{w.totalPackages}</th>
            <td className="num" data-testid="packing-total-packages">
              {totals.packages}
            </td>
          </tr>
          <TotalRow label={w.netWeight}>{formatKg(tag, totals.netWeightGrams)}</TotalRow>
          <TotalRow label={w.grossWeight}>{formatKg(tag, totals.grossWeightGrams)}</TotalRow>
          <tr>
            <th>{w.totalVolume}</th>
            <td className="num">{m3(tag, totals.volumeM3Milli)} m³</td>
          </tr>
        </tbody>
      </table>
      <PageNumbers language={language} />
    </article>
  );
}
