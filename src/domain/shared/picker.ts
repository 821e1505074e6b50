import { partsMatch, searchWords, wordParts } from './word-search';

/**
 * What a picker (the product of a line, the shipper of a shipment) offers for a typed text: the records whose words
 * begin with every typed word (see word-search.ts), those whose name begins with the whole text first, each group
 * in the order of its name key (code points, the order a store sorts text in), then by id.
 */
export interface PickerKeys<T> {
  /** The text the record is found by. */
  readonly text: (record: T) => string;
  /** The name it is shown and ordered by. */
  readonly name: (record: T) => string;
}

/** A name as the picker orders and compares it: folded, single spaces. */
export function pickerName(name: string): string {
  return searchWords(name).join(' ');
}

const byKey = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function pickRecords<T extends { readonly id: string }>(
  records: readonly T[],
  keys: PickerKeys<T>,
  text: string,
  limit: number,
): T[] {
  const words = searchWords(text);
  const whole = words.join(' ');
  const found = records
    .filter((record) => partsMatch(wordParts(keys.text(record)), words))
    .map((record) => {
      const name = pickerName(keys.name(record));
      return { record, name, rank: name.startsWith(whole) ? 0 : 1 };
    });
  found.sort((a, b) => a.rank - b.rank || byKey(a.name, b.name) || byKey(a.record.id, b.record.id));
  return found.slice(0, Math.max(0, limit)).map((f) => f.record);
}
