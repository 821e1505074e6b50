import { AppError } from '../../application/errors/app-error';

/**
 * Document ids from text a caller chose (record ids in a path, request ids, product codes, e-mails). Firestore
 * reads '/' as a path separator and reserves '.', '..' and '__name__'-like ids, so such text must never become a
 * document id as it is.
 */
const MAX_ID_BYTES = 1500;
const bytes = (text: string) => new TextEncoder().encode(text).length;

/** Whether `id` names one document of a collection (and not a path, a reserved name or nothing). */
export function isDocumentId(id: string): boolean {
  return (
    id !== '' && id !== '.' && id !== '..' && !id.includes('/') && !/^__.*__$/.test(id) && bytes(id) <= MAX_ID_BYTES
  );
}

/**
 * `<prefix>:<text>` with '%' and '/' escaped: one to one, readable for ordinary keys ('product.code:P-001',
 * 'user.email:ana@x.com'), and never a path or a reserved name (the prefix comes first).
 */
export function keyedDocumentId(prefix: string, text: string): string {
  const id = `${prefix}:${text.replace(/%/g, '%25').replace(/\//g, '%2F')}`;
  if (bytes(id) > MAX_ID_BYTES) {
    throw new AppError('validation', 'This key is too long to store.', {
      code: 'record.invalid',
      fieldErrors: { [prefix]: 'tooLong' },
    });
  }
  return id;
}
