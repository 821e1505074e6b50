/**
 * Codes people type with their own separators ("176-1234567-5", "CSQU 305438 3", "12.345.678/0001-95"):
 * the separators carry no meaning, so they are dropped and letters upper-cased before a code is checked.
 */
const SEPARATORS = /[\s.\-/]/g;

export function compactCode(text: string): string {
  return text.replace(SEPARATORS, '').toUpperCase();
}
