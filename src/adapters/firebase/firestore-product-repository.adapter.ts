import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore/lite';
import { AppError } from '../../application/errors/app-error';
import type { ProductRepository } from '../../application/ports/product-repository.port';
import { EMPTY_PRODUCT, productCodeKey, type Product, type ProductFields } from '../../domain/product/product';
import { findByCode, pickProducts, productListConfig } from '../../domain/product/product-list';
import { createListIndex } from '../../domain/shared/list-query';
import { fromDoc, guarded, MAX_IMPORT_ROWS, notFound, rowErrors, singleFlight } from './firestore-master-data';
import { storedProduct } from './firestore-master-data.schemas';

const COLLECTION = 'products';
const duplicate = () =>
  new AppError('conflict', 'This code is already in use.', { status: 409, fieldErrors: { code: 'duplicate' } });

/** Products in the `products` collection; codes are unique (checked before each write). */
export function createFirestoreProductRepository(db: Firestore): ProductRepository {
  const products = collection(db, COLLECTION);
  const toProduct = (id: string, data: unknown): Product => fromDoc(storedProduct, id, data, EMPTY_PRODUCT);
  const readAll = async (): Promise<Product[]> => (await getDocs(products)).docs.map((d) => toProduct(d.id, d.data()));
  const codeTaken = async (code: string, exceptId?: string): Promise<boolean> =>
    (await getDocs(query(products, where('code', '==', productCodeKey(code))))).docs.some((d) => d.id !== exceptId);
  const once = singleFlight<Product>();

  return {
    list: (q) =>
      guarded(async () => {
        const { active, currency, countryOfOrigin } = q.filters;
        const filters = {
          ...(active === 'true' || active === 'false' || typeof active === 'boolean'
            ? { active: String(active) === 'true' }
            : {}),
          ...(typeof currency === 'string' && currency ? { currency } : {}),
          ...(typeof countryOfOrigin === 'string' && countryOfOrigin ? { countryOfOrigin } : {}),
        };
        const { items, total, page, pageCount } = createListIndex(await readAll(), productListConfig).run({
          ...q,
          filters,
        });
        return { items, total, page, pageCount };
      }),
    search: (text, options = {}) => guarded(async () => pickProducts(await readAll(), text, options.limit ?? 10)),
    get: (id) =>
      guarded(async () => {
        const snap = await getDoc(doc(products, id));
        if (!snap.exists()) throw notFound('product');
        return toProduct(snap.id, snap.data());
      }),
    create: (fields, options = {}) =>
      once(options.requestId, () =>
        guarded(async () => {
          const ref = options.requestId ? doc(products, options.requestId) : doc(products);
          const earlier = await getDoc(ref);
          if (earlier.exists()) return toProduct(earlier.id, earlier.data());
          if (await codeTaken(fields.code)) throw duplicate();
          await setDoc(ref, fields);
          return { ...fields, id: ref.id, updatedAt: '' };
        }),
      ),
    update: (id, fields) =>
      guarded(async () => {
        const ref = doc(products, id);
        if (!(await getDoc(ref)).exists()) throw notFound('product');
        if (await codeTaken(fields.code, id)) throw duplicate();
        await setDoc(ref, fields);
        return { ...fields, id, updatedAt: '' };
      }),
    remove: (id) =>
      guarded(async () => {
        const ref = doc(products, id);
        if (!(await getDoc(ref)).exists()) throw notFound('product');
        await deleteDoc(ref);
      }),
    importMany: (rows: readonly ProductFields[]) =>
      guarded(async () => {
        if (rows.length > MAX_IMPORT_ROWS) throw rowErrors({ rows: 'tooMany' });
        const existing = await readAll();
        const errors: Record<string, string> = {};
        const seen = new Set<string>();
        rows.forEach((row, i) => {
          const key = productCodeKey(row.code);
          if (seen.has(key) || findByCode(existing, key)) errors[`rows.${i + 1}.code`] = 'duplicate';
          seen.add(key);
        });
        if (Object.keys(errors).length > 0) throw rowErrors(errors);
        const batch = writeBatch(db);
        for (const row of rows) batch.set(doc(products), row);
        await batch.commit();
        return { created: rows.length };
      }),
  };
}
