import { foldText } from './fold-text';

/**
 * Finding records by the beginnings of their words. A record's text is cut into parts: each word, each rest of a
 * word that starts after punctuation ('fr-2026-000123' -> '2026-000123', '000123') and each rest that starts at a
 * digit ('00123', '0123', '123', '23', '3'). A typed word matches when it begins one of these parts: a run of
 * digits is found wherever it stands, letters only from the start of a word or word part ('tok' finds 'Tokyo',
 * 'kyo' does not). A store that cannot scan text keeps the parts' beginnings as tokens and looks one word up.
 */

/** Longest token stored; a longer typed word is looked up by its first MAX_TOKEN characters. */
export const MAX_TOKEN = 20;

const chars = (text: string): string[] => Array.from(text);
const ALNUM = /[\p{L}\p{N}]/u;

/** The typed text as words, folded as the parts are. */
export function searchWords(text: string): string[] {
  return foldText(text)
    .split(/\s+/)
    .filter((word) => word !== '');
}

/** The parts of a text a typed word may begin. */
export function wordParts(text: string): Set<string> {
  const parts = new Set<string>();
  for (const word of searchWords(text)) {
    const letters = chars(word);
    letters.forEach((letter, i) => {
      const startsPart =
        i === 0 || /\p{N}/u.test(letter) || (ALNUM.test(letter) && !ALNUM.test(letters[i - 1] as string));
      if (startsPart) parts.add(letters.slice(i).join(''));
    });
  }
  return parts;
}

/** Every beginning of every part, up to MAX_TOKEN characters, sorted: what a store looks a word up in. */
export function prefixTokens(parts: Iterable<string>): string[] {
  const tokens = new Set<string>();
  for (const part of parts) {
    const letters = chars(part);
    for (let end = 1; end <= Math.min(letters.length, MAX_TOKEN); end += 1) tokens.add(letters.slice(0, end).join(''));
  }
  return [...tokens].sort();
}

export function isStoredToken(word: string): boolean {
  return chars(word).length <= MAX_TOKEN;
}

/** The token a typed word is looked up by. */
export function storedToken(word: string): string {
  return chars(word).slice(0, MAX_TOKEN).join('');
}

/** Whether every typed word begins one of the parts (no words: everything matches). */
export function partsMatch(parts: Iterable<string>, words: readonly string[]): boolean {
  if (words.length === 0) return true;
  const all = [...parts];
  return words.every((word) => all.some((part) => part.startsWith(word)));
}

/** The typed word that narrows a token lookup most: the longest (the first of equals). */
export function narrowestWord(words: readonly string[]): string | null {
  return words.reduce<string | null>((best, word) => (best === null || word.length > best.length ? word : best), null);
}
