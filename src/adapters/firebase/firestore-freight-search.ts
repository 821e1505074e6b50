import { freightSearchText } from '../../domain/freight/freight-query';
import type { FreightRecord } from '../../domain/freight/freight-record';
import { partsMatch, prefixTokens, wordParts } from '../../domain/shared/word-search';

/**
 * How a freight document is found by words: the tokens stored under `keys.tokens` at every write (the beginnings of
 * the parts of the domain's search text, see word-search.ts), so a Firestore `array-contains` on one typed word
 * finds what the domain's list index would.
 */

export function searchTokens(record: FreightRecord): string[] {
  return prefixTokens(wordParts(freightSearchText(record)));
}

export function matchesWords(record: FreightRecord, words: readonly string[]): boolean {
  return partsMatch(wordParts(freightSearchText(record)), words);
}
