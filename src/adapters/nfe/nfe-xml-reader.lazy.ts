import type { NfeDocument } from '../../domain/trade/nfe/nfe-document';
import type { NfeReadError } from '../../domain/trade/nfe/nfe-read-errors';
import type { Result } from '../../domain/shared/result';

/** The reader with its XML parser, fetched only when a file is imported (it stays out of the eager bundle). */
export async function loadNfeXmlReader(): Promise<(xml: string) => Result<NfeDocument, NfeReadError>> {
  const { readNfeXml } = await import('./nfe-xml-reader');
  return readNfeXml;
}
