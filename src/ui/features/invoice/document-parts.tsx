import type { PrintedDocument, PrintedFact, PrintedParty } from '../../../application/ports/document-pdf.port';
import './invoice.css';

/**
 * The printable A4 sheet of a document model (document-model.ts): the invoice and the packing list are laid out
 * alike, so this is their one HTML layout. `testIdPrefix` names the marked parts ('invoice-number').
 */
function PartyBox({ party }: { party: PrintedParty }) {
  return (
    <div className="box">
      <div className="label">{party.label}</div>
      {party.name === null ? (
        '—'
      ) : (
        <>
          <strong>{party.name}</strong>
          {party.lines.map((line, i) => (
            <span key={i}>
              <br />
              {line}
            </span>
          ))}
        </>
      )}
    </div>
  );
}

/** Facts two to a row, each a label over its value. */
function FactsTable({ label, facts }: { label: string; facts: readonly PrintedFact[] }) {
  return (
    <table aria-label={label}>
      <tbody>
        {Array.from({ length: Math.ceil(facts.length / 2) }, (_, row) => (
          <tr key={row}>
            {facts.slice(row * 2, row * 2 + 2).map(({ label: name, value }) => (
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
function PageNumbers({ label }: { label: string }) {
  const [before, rest = ''] = label.split('{page}');
  const [between, after = ''] = rest.split('{pages}');
  const quoted = (text: string | undefined) => JSON.stringify(text ?? '');
  return (
    <style>{`@media print { @page { @bottom-center { content: ${quoted(before)} counter(page) ${quoted(between)} counter(pages) ${quoted(after)}; font: 8pt sans-serif; color: #444; } } }`}</style>
  );
}

const REFERENCE_KEYS = ['number', 'date'];

export function PrintedSheet({
  document,
  testId,
  testIdPrefix,
}: {
  document: PrintedDocument;
  testId: string;
  testIdPrefix: string;
}) {
  const mark = (key: string) => `${testIdPrefix}-${key}`;
  return (
    <article className="fd-invoice" lang={document.lang} aria-label={document.title} data-testid={testId}>
      <header style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-end' }}>
        <div>
          <h1>{document.title}</h1>
          {document.mark === undefined ? null : (
            <div className="fd-invoice-draft" data-testid={mark('draft-mark')}>
              {document.mark}
            </div>
          )}
        </div>
        <div className="num">
          {document.reference.map((fact, i) =>
            fact.label === '' ? (
              <div key={i} className="label">
                {fact.value}
              </div>
            ) : (
              <div key={i}>
                <span className="label">{fact.label}</span>{' '}
                <strong data-testid={mark(REFERENCE_KEYS[i] ?? String(i))}>{fact.value}</strong>
              </div>
            ),
          )}
        </div>
      </header>
      {document.note === undefined ? null : (
        <p className="fd-invoice-proforma-note" data-testid={mark('proforma-note')}>
          {document.note}
        </p>
      )}
      <div className="grid">
        {document.parties.map((party) => (
          <PartyBox key={party.label} party={party} />
        ))}
      </div>
      <FactsTable label={document.factsLabel} facts={document.facts} />
      {document.marks ? (
        <p className="fd-invoice-marks">
          <span className="label">{document.marks.label}</span>
          <br />
          {document.marks.value}
        </p>
      ) : null}
      {/* Its header row repeats on every printed page (invoice.css). */}
      <table style={{ marginTop: '5mm' }} className="fd-invoice-lines">
        <thead>
          <tr>
            {document.table.columns.map((column) => (
              <th key={column.label} className={column.figure ? 'num' : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {document.table.rows.map((cells, row) => (
            <tr key={row}>
              {cells.map((cell, i) => (
                <td key={i} className={document.table.columns[i]?.figure ? 'num' : undefined}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <table className="totals">
        <tbody>
          {document.totals.map((total) => (
            <tr key={total.key}>
              <th scope="row">{total.label}</th>
              <td className={total.notes ? 'num rate' : 'num'} data-testid={mark(total.key)}>
                {total.strong ? <strong>{total.value}</strong> : total.value}
                {(total.notes ?? []).map((note) => (
                  <div key={note} data-testid={mark(`${total.key}-warning`)}>
                    {note}
                  </div>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {document.declaration === undefined ? null : <p style={{ marginTop: '8mm' }}>{document.declaration}</p>}
      {document.signature === undefined ? null : (
        <div className="sign">
          {document.signature.map((label) => (
            <div key={label}>{label}</div>
          ))}
        </div>
      )}
      <PageNumbers label={document.pageLabel} />
    </article>
  );
}
