/** Lower-cased and accent-folded, so that 'São' and 'sao' compare equal in searches and sorts. */
const COMBINING_MARKS = /[\u0300-\u036f]/g;

export function foldText(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase();
}
