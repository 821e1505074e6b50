import type { IntlShape } from 'react-intl';

/** The message id of an export header ('Transport document' → sheet.header.transport-document). */
export function sheetHeaderId(header: string): string {
  return `sheet.header.${header.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

/** A spreadsheet's header in the reader's language (the machine header when the catalogue has none). */
export function sheetHeaderText(intl: IntlShape, header: string): string {
  const id = sheetHeaderId(header);
  return intl.messages[id] === undefined ? header : intl.formatMessage({ id });
}

/** Reads a header cell back: the reader's words for one of `headers` give that header; anything else is kept. */
export function headerFromText(intl: IntlShape, headers: readonly string[]): (text: string) => string {
  const byText = new Map(headers.map((h) => [sheetHeaderText(intl, h).toLowerCase(), h]));
  return (text) => byText.get(text.trim().toLowerCase()) ?? text;
}
