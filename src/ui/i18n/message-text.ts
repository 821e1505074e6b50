/**
 * The words of a catalogue entry for a screen that shows the catalogue itself. The production build
 * stores each entry already parsed (literal parts with `type` 0, arguments with `type` 1); dev and tests
 * keep the string.
 */
export function messageText(entry: unknown): string {
  if (typeof entry === 'string') return entry;
  if (!Array.isArray(entry)) return '';
  return entry
    .map((part: { type?: unknown; value?: unknown }) => {
      if (typeof part?.value !== 'string') return '';
      if (part.type === 0) return part.value;
      return part.type === 1 ? `{${part.value}}` : '';
    })
    .join('');
}
