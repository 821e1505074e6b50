import type { FreightRecord } from '../../domain/freight/freight-record';
import type { Result } from '../../domain/shared/result';
import { checkNfe, duplicateKeys, type NfeProblem } from '../../domain/trade/nfe/nfe-checks';
import type { NfeDocument } from '../../domain/trade/nfe/nfe-document';
import { fillInvoiceFromNfe, type FillError, type FillProposal } from '../../domain/trade/nfe/nfe-invoice-fill';
import type { NfeReadError } from '../../domain/trade/nfe/nfe-read-errors';
import { reconcileNfe, type NfeReconciliation } from '../../domain/trade/nfe/nfe-reconciliation';
import type { FreightProductOption } from '../ports/freight-party-lookup.port';

/**
 * Importing the NF-e of a shipment: every file is read and checked against the shipment; any refusal refuses the
 * whole import (each named by its file), so nothing half-checked is offered. A shipment without lines gets a
 * proposal to fill its invoice from the NF-e; one with lines gets the differences between the two. Nothing is
 * stored here: attaching the NF-e to the shipment is a later step.
 */
export type NfeReader = (xml: string) => Result<NfeDocument, NfeReadError>;

export interface NfeImportDeps {
  /** The reader, fetched on demand (see src/adapters/nfe/nfe-xml-reader.lazy.ts). */
  readonly loadReader: () => Promise<NfeReader>;
}

export type NfeImportShipment = Pick<
  FreightRecord,
  'shipper' | 'currency' | 'exchangeRate' | 'lines' | 'packages' | 'packingList'
>;

export interface NfeImportInput {
  /** The text of each file, in the order the items face the invoice lines. */
  readonly files: readonly string[];
  readonly shipment: NfeImportShipment;
  readonly products: readonly FreightProductOption[];
}

export type NfeRefusal =
  | { readonly file: null; readonly problem: { readonly code: 'nfe.noFiles' } | FillError }
  | { readonly file: null; readonly problem: { readonly code: 'nfe.duplicate'; readonly key: string } }
  /** `file` is the 0-based index of the file in the input. */
  | { readonly file: number; readonly problem: NfeReadError | NfeProblem };

export type NfeImportOutcome =
  | { readonly kind: 'fill'; readonly proposal: FillProposal }
  | { readonly kind: 'reconciliation'; readonly reconciliation: NfeReconciliation };

export type NfeImportResult =
  | { readonly ok: false; readonly refusals: readonly NfeRefusal[] }
  | { readonly ok: true; readonly documents: readonly NfeDocument[]; readonly outcome: NfeImportOutcome };

export async function importNfe(deps: NfeImportDeps, input: NfeImportInput): Promise<NfeImportResult> {
  if (input.files.length === 0) return { ok: false, refusals: [{ file: null, problem: { code: 'nfe.noFiles' } }] };
  const read = await deps.loadReader();
  const refusals: NfeRefusal[] = [];
  const documents: NfeDocument[] = [];
  input.files.forEach((text, file) => {
    const result = read(text);
    if (!result.ok) {
      refusals.push({ file, problem: result.error });
      return;
    }
    documents.push(result.value);
    for (const problem of checkNfe(result.value, input.shipment.shipper?.taxId)) refusals.push({ file, problem });
  });
  for (const key of duplicateKeys(documents)) refusals.push({ file: null, problem: { code: 'nfe.duplicate', key } });
  if (refusals.length > 0) return { ok: false, refusals };

  const { shipment } = input;
  if (shipment.lines.length > 0) {
    return {
      ok: true,
      documents,
      outcome: { kind: 'reconciliation', reconciliation: reconcileNfe(documents, shipment) },
    };
  }
  const proposal = fillInvoiceFromNfe(documents, input.products, shipment.currency, shipment.exchangeRate);
  if (!proposal.ok) return { ok: false, refusals: [{ file: null, problem: proposal.error }] };
  return { ok: true, documents, outcome: { kind: 'fill', proposal: proposal.value } };
}
