import type { ReactNode } from 'react';
import type { DocumentLanguage } from '../../../domain/freight/freight-labels';
import type { PlaceRef } from '../../../domain/freight/freight-paperwork';
import type { FreightRecord, PartyRef } from '../../../domain/freight/freight-record';
import { formatContainerNumber } from '../../../domain/trade/container-number';
import { countryName } from '../../components/format-freight';
import { INVOICE_TEXT } from './invoice-text';

/**
 * What the invoice and the packing list print alike: the parties with their addresses and tax ids, the places and
 * containers, and the page numbers.
 */
type Words = (typeof INVOICE_TEXT)[DocumentLanguage];

export const languageTag = (language: DocumentLanguage) => (language === 'pt' ? 'pt-BR' : 'en-US');

export function PartyBox({
  label,
  party,
  language,
}: {
  label: string;
  party: PartyRef | null;
  language: DocumentLanguage;
}) {
  const w = INVOICE_TEXT[language];
  return (
    <div className="box">
      <div className="label">{label}</div>
      {party ? (
        <>
          <strong>{party.name}</strong>
          {(party.address ?? '').split('\n').map((line, i) =>
            line === '' ? null : (
              <span key={i}>
                <br />
                {line}
              </span>
            ),
          )}
          <br />
          {countryName(languageTag(language), party.country)}
          {party.taxId ? (
            <>
              <br />
              {party.country === 'BR' ? w.cnpj : w.taxId}: {party.taxId}
            </>
          ) : null}
        </>
      ) : (
        '—'
      )}
    </div>
  );
}

export const placeText = (place: PlaceRef | undefined) => (place ? `${place.name} (${place.code})` : '—');

/** The paperwork facts both documents print: named place, places of loading and discharge, containers, marks. */
export function paperworkFacts(record: FreightRecord, w: Words): [string, string][] {
  return [
    [w.namedPlace, record.namedPlace ? `${record.incoterm} ${record.namedPlace}` : '—'],
    [w.loading, placeText(record.placeOfLoading)],
    [w.discharge, placeText(record.placeOfDischarge)],
    [w.containers, (record.containers ?? []).map(formatContainerNumber).join(', ') || '—'],
  ];
}

/** Facts two to a row, each a label over its value. */
export function FactsTable({ label, facts }: { label: string; facts: readonly [string, string][] }) {
  return (
    <table aria-label={label}>
      <tbody>
        {Array.from({ length: Math.ceil(facts.length / 2) }, (_, row) => (
          <tr key={row}>
            {facts.slice(row * 2, row * 2 + 2).map(([name, value]) => (
              <td key={name}>
                <span className="label">{name}</span>
                <br />
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The printed pages' numbers, "Page 1 of 3", in the document's language: a page margin box of CSS paged media, which
 * Chromium fills with the page and page-count counters when printing (and when saving as PDF).
 */
export function PageNumbers({ language }: { language: DocumentLanguage }) {
  const [before, rest = ''] = INVOICE_TEXT[language].page.split('{page}');
  const [between, after = ''] = rest.split('{pages}');
  const quoted = (text: string | undefined) => JSON.stringify(text ?? '');
  return (
    <style>{`@media print { @page { @bottom-center { content: ${quoted(before)} counter(page) ${quoted(between)} counter(pages) ${quoted(after)}; font: 8pt sans-serif; color: #444; } } }`}</style>
  );
}

/** The parties, the shipment's facts and its marks, at the head of both documents. */
export function DocumentHead({
  record,
  language,
  facts,
}: {
  record: FreightRecord;
  language: DocumentLanguage;
  facts: readonly [string, string][];
}) {
  const w = INVOICE_TEXT[language];
  return (
    <>
      <div className="grid">
        <PartyBox label={w.shipper} party={record.shipper} language={language} />
        <PartyBox label={w.consignee} party={record.consignee} language={language} />
      </div>
      <FactsTable label={w.shipment} facts={facts} />
      {record.marks ? (
        <p className="fd-invoice-marks">
          <span className="label">{w.marks}</span>
          <br />
          {record.marks}
        </p>
      ) : null}
    </>
  );
}

/** A document's table of lines: its header row repeats on every printed page (invoice.css). */
export function DocumentTable({
  textColumns,
  figureColumns,
  children,
}: {
  /** The headings of the columns of words, then of the columns of figures (right-aligned). */
  textColumns: readonly string[];
  figureColumns: readonly string[];
  children: ReactNode;
}) {
  return (
    <table style={{ marginTop: '5mm' }} className="fd-invoice-lines">
      <thead>
        <tr>
          {textColumns.map((label) => (
            <th key={label}>{label}</th>
          ))}
          {figureColumns.map((label) => (
            <th key={label} className="num">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** One row of a totals table: its name and its figure. */
export function TotalRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td className="num">{children}</td>
    </tr>
  );
}
