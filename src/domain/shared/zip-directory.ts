/**
 * What a zip file (an .xlsx workbook) says it holds, read from its central directory alone, before anything is
 * inflated: a zip bomb declares its inflated size there (a few KB that inflate to gigabytes), so it is refused unread.
 * ZIP64 archives (past 4 GB or 65,535 entries) are refused: no workbook a person imports needs them.
 */
export const ZIP_LIMITS = {
  /** All entries together, inflated: 20 MB (a 500-row sheet inflates to well under 1 MB). */
  inflatedBytes: 20 * 1024 * 1024,
  entries: 1_000,
} as const;

export type ZipRefusal = 'workbookTooLarge' | 'workbookUnreadable';
export type ZipMeasure =
  | { readonly ok: true; readonly entries: number; readonly inflatedBytes: number }
  | { readonly ok: false; readonly code: ZipRefusal };

const EOCD = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;
const EOCD_LENGTH = 22;
const MAX_COMMENT = 0xffff;

/** Measures the entries' declared inflated sizes; refuses past `limits` or when the directory does not read. */
export function measureZip(bytes: Uint8Array, limits: typeof ZIP_LIMITS = ZIP_LIMITS): ZipMeasure {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const unreadable = { ok: false, code: 'workbookUnreadable' } as const;
  let end = -1;
  for (let at = bytes.length - EOCD_LENGTH; at >= Math.max(0, bytes.length - EOCD_LENGTH - MAX_COMMENT); at -= 1) {
    if (view.getUint32(at, true) === EOCD) {
      end = at;
      break;
    }
  }
  if (end < 0) return unreadable;
  const count = view.getUint16(end + 10, true);
  const size = view.getUint32(end + 12, true);
  const offset = view.getUint32(end + 16, true);
  if (count === 0xffff || size === 0xffffffff || offset === 0xffffffff) return unreadable;
  if (count > limits.entries) return { ok: false, code: 'workbookTooLarge' };
  if (offset + size > end) return unreadable;
  let at = offset;
  let inflated = 0;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > end || view.getUint32(at, true) !== CENTRAL_ENTRY) return unreadable;
    const declared = view.getUint32(at + 24, true);
    if (declared === 0xffffffff) return unreadable;
    inflated += declared;
    if (inflated > limits.inflatedBytes) return { ok: false, code: 'workbookTooLarge' };
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return { ok: true, entries: count, inflatedBytes: inflated };
}
