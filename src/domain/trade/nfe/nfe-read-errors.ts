/**
 * Why an NF-e file cannot be read at all, one stable code each (the checks of a file that reads are in
 * nfe-checks.ts). Kept here, beside the document they guard, so the reader, the use case and a screen share them.
 */
export const NFE_MAX_BYTES = 5 * 1024 * 1024;

export const NFE_READ_ERROR_CODES = [
  'nfe.empty',
  'nfe.tooLarge',
  /** A DOCTYPE or ENTITY declaration: refused before parsing, never expanded. */
  'nfe.doctype',
  'nfe.notXml',
  /** The root is neither nfeProc nor NFe (a CT-e, an event, any other XML). */
  'nfe.notNfeProc',
  'nfe.namespace',
  /** infNFe versao other than 4.00. */
  'nfe.version',
  'nfe.missingField',
  'nfe.badField',
  'nfe.tooManyItems',
] as const;
export type NfeReadErrorCode = (typeof NFE_READ_ERROR_CODES)[number];

export type NfeReadError =
  | { readonly code: 'nfe.empty' | 'nfe.doctype' | 'nfe.notXml' }
  | { readonly code: 'nfe.tooLarge'; readonly maxBytes: number }
  | { readonly code: 'nfe.notNfeProc'; readonly root: string }
  | { readonly code: 'nfe.namespace'; readonly namespace: string }
  | { readonly code: 'nfe.version'; readonly version: string }
  /** `field` is the element's path from infNFe or protNFe: 'ide/nNF', 'det[2]/prod/NCM'. */
  | { readonly code: 'nfe.missingField'; readonly field: string }
  | { readonly code: 'nfe.badField'; readonly field: string; readonly value: string }
  | { readonly code: 'nfe.tooManyItems'; readonly count: number; readonly max: number };
