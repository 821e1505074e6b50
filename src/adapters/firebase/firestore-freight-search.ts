import { freightSearchText } from '../../domain/freight/freight-query';
import type { FreightRecord } from '../../domain/freight/freight-record';
import { foldText } from '../../domain/shared/list-query';

/**
 * How a freight document is found by words: the tokens stored under `keys.tokens` at every write, and the same
 * folding applied to what someone types, so a Firestore `array-contains` on one token finds what the domain's
 * list index would.
 */

/** Longest token stored; a longer search word is matched on the server by its first MAX_TOKEN characters. */
export const MAX_TOKEN = 20;

const chars = (text: string): string[] => Array.from(text);
const ALNUM = /[\p{L}\p{N}]/u;

/**
 * The searchable parts of a record: each word of the domain's search text, each suffix of a word that
 * starts after punctuation ('fr-2026-000123' -> '2026-000123', '000123') and each suffix that starts
 * at a digit ('00123', '0123', '123', '23', '3'). A search word matches when it begins one of these
 * parts: any run of digits is found wherever it stands, letters only from the start of a word or
 * word part ('tok' finds 'Tokyo', 'kyo' does not).
 */
export function searchParts(record: FreightRecord): Set<string> {
  const parts = new Set<string>();
  for (const word of foldText(freightSearchText(record)).split(/\s+/)) {
    const letters = chars(word);
    letters.forEach((letter, i) => {
      const startsPart =
        i === 0 || /\p{N}/u.test(letter) || (ALNUM.test(letter) && !ALNUM.test(letters[i - 1] as string));
      if (startsPart) parts.add(letters.slice(i).join(''));
    });
  }
  return parts;
}

export function searchTokens(record: FreightRecord): string[] {
  const tokens = new Set<string>();
  for (const part of searchParts(record)) {
    const letters = chars(part);
    for (let end = 1; end <= Math.min(letters.length, MAX_TOKEN); end += 1) tokens.add(letters.slice(0, end).join(''));
  }
  return [...tokens].sort();
}

/** The search as words, folded like the stored tokens. */
export function searchWords(text: string): string[] {
  return foldText(text)
    .split(/\s+/)
    .filter((word) => word !== '');
}

export function isStoredToken(word: string): boolean {
  return chars(word).length <= MAX_TOKEN;
}

export function storedToken(word: string): string {
  return chars(word).slice(0, MAX_TOKEN).join('');
}

export function matchesWords(record: FreightRecord, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const parts = [...searchParts(record)];
  return words.every((word) => parts.some((part) => part.startsWith(word)));
}
