/**
 * The standard PDF fonts (Helvetica) set text in WinAnsi: Latin-1 and a few more (®, €, —, “ ”). Portuguese fits;
 * anything else must not make the writer throw, so it is replaced: typographic look-alikes by their plain form,
 * accented letters by their base letter, the rest by "?".
 */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  '\u2212': '-', // minus sign (the invoice's discounts)
  '\u2010': '-',
  '\u2011': '-',
  '\u2043': '-',
  '\u2007': ' ',
  '\u2009': ' ',
  '\u200A': ' ',
  '\u202F': ' ', // narrow no-break space, which Intl puts in some numbers and dates
  '\u2060': '',
  '\u200B': '',
  '\u200E': '',
  '\u200F': '',
  '\uFEFF': '',
  '\t': ' ',
  '\u2032': "'",
  '\u2033': '"',
  '\u2116': 'No.',
};

/** A function that makes any text settable in a font with the given Unicode code points. */
export function textCleaner(supported: readonly number[]): (text: string) => string {
  const set = new Set(supported);
  const fits = (char: string) => set.has(char.codePointAt(0) ?? -1);
  const one = (char: string): string => {
    if (fits(char)) return char;
    const lookAlike = LOOK_ALIKES[char];
    if (lookAlike !== undefined) return lookAlike;
    // A letter with a mark WinAnsi lacks (ă, ș, ł has none): its base letter, without the combining marks.
    const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
    if (base !== '' && base !== char && [...base].every(fits)) return base;
    return /\s/u.test(char) ? ' ' : '?';
  };
  return (text) => Array.from(text.normalize('NFC'), one).join('');
}
