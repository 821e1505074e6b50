import { parseCnpj } from '../cnpj';
import { parseAccessKey, type AccessKeyError } from './nfe-access-key';
import { ABROAD_UF, AUTHORISED_STATUS, NFE_MAX_ITEMS, type NfeDocument } from './nfe-document';

/**
 * Whether an NF-e read from a file covers this export: its key is sound and is the one its Id states, it was
 * issued by the shipper, every item is an export (CFOP 7.xxx) to a recipient abroad, and SEFAZ authorised it for
 * that key. Each failure names the value it is about, so a screen can say which and why.
 */
export type NfeProblem =
  | AccessKeyError
  | { readonly code: 'nfe.key.idMismatch'; readonly id: string; readonly key: string }
  | { readonly code: 'nfe.shipper.noCnpj' }
  | { readonly code: 'nfe.issuer.notShipper'; readonly issuer: string; readonly shipper: string }
  | { readonly code: 'nfe.item.notExportCfop'; readonly item: number; readonly cfop: string }
  | { readonly code: 'nfe.recipient.notAbroad'; readonly uf: string }
  | { readonly code: 'nfe.protocol.missing' }
  | { readonly code: 'nfe.protocol.notAuthorised'; readonly status: number }
  | { readonly code: 'nfe.protocol.keyMismatch'; readonly protocolKey: string; readonly key: string }
  | { readonly code: 'nfe.items.none' }
  | { readonly code: 'nfe.items.tooMany'; readonly count: number; readonly max: number };

export const ID_PREFIX = 'NFe';

/** CFOP 7.xxx: an operation with a party abroad (7.101 sale of own production, 7.102 resale...). */
export function isExportCfop(cfop: string): boolean {
  return /^7\d{3}$/.test(cfop.replace('.', ''));
}

function sameCnpj(a: string, b: string): boolean {
  const left = parseCnpj(a);
  const right = parseCnpj(b);
  return left.ok && right.ok && left.value.value === right.value.value;
}

/** The problems of one NF-e for a shipment whose shipper has `shipperTaxId` (as the record keeps it). */
export function checkNfe(doc: NfeDocument, shipperTaxId: string | undefined): NfeProblem[] {
  const problems: NfeProblem[] = [];
  const key = parseAccessKey(doc.key);
  if (!key.ok) problems.push(key.error);
  if (doc.id !== `${ID_PREFIX}${doc.key}`) problems.push({ code: 'nfe.key.idMismatch', id: doc.id, key: doc.key });

  const shipper = parseCnpj(shipperTaxId ?? '');
  if (!shipper.ok) problems.push({ code: 'nfe.shipper.noCnpj' });
  else if (!sameCnpj(doc.issuerTaxId, shipper.value.value)) {
    problems.push({ code: 'nfe.issuer.notShipper', issuer: doc.issuerTaxId, shipper: shipper.value.value });
  }

  if (doc.items.length === 0) problems.push({ code: 'nfe.items.none' });
  if (doc.items.length > NFE_MAX_ITEMS) {
    problems.push({ code: 'nfe.items.tooMany', count: doc.items.length, max: NFE_MAX_ITEMS });
  }
  for (const item of doc.items) {
    if (!isExportCfop(item.cfop))
      problems.push({ code: 'nfe.item.notExportCfop', item: item.position, cfop: item.cfop });
  }
  if (doc.recipientUf !== ABROAD_UF) problems.push({ code: 'nfe.recipient.notAbroad', uf: doc.recipientUf });

  if (!doc.protocol) problems.push({ code: 'nfe.protocol.missing' });
  else {
    if (doc.protocol.status !== AUTHORISED_STATUS) {
      problems.push({ code: 'nfe.protocol.notAuthorised', status: doc.protocol.status });
    }
    if (doc.protocol.key !== doc.key) {
      problems.push({ code: 'nfe.protocol.keyMismatch', protocolKey: doc.protocol.key, key: doc.key });
    }
  }
  return problems;
}

/** The keys that appear in more than one of the documents (the same NF-e attached twice). */
export function duplicateKeys(docs: readonly Pick<NfeDocument, 'key'>[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const doc of docs) {
    if (seen.has(doc.key)) repeated.add(doc.key);
    seen.add(doc.key);
  }
  return [...repeated];
}
