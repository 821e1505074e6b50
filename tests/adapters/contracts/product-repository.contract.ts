import { describe, expect, it } from 'vitest';
import type { ProductRepository } from '../../../src/application/ports/product-repository.port';
import { firstPage, sampleProduct } from './master-data-samples';

/** What every ProductRepository adapter must do, whatever the backend. */
export function productRepositoryContract(
  name: string,
  setup: () => Promise<{ readonly products: ProductRepository }>,
): void {
  describe(`ProductRepository contract: ${name}`, () => {
    it('creates a product that get, list and search return, money in minor units', async () => {
      const { products } = await setup();
      const made = await products.create(sampleProduct('a1'));
      expect(made).toMatchObject({ code: 'CT-A1', unitPrice: { minor: 1250, currency: 'USD' } });
      await expect(products.get(made.id)).resolves.toEqual(made);
      const page = await products.list({ ...firstPage, text: 'ct-a1' });
      expect(page.items.map((p) => p.id)).toEqual([made.id]);
      await expect(products.search('CT-A')).resolves.toEqual(expect.arrayContaining([made]));
    });

    it('refuses a duplicate code at the field, on create and on update', async () => {
      const { products } = await setup();
      const first = await products.create(sampleProduct('dup'));
      await expect(products.create(sampleProduct('dup'))).rejects.toMatchObject({
        kind: 'conflict',
        fieldErrors: { code: 'duplicate' },
      });
      const other = await products.create(sampleProduct('dup2'));
      await expect(products.update(other.id, sampleProduct('dup'))).rejects.toMatchObject({
        kind: 'conflict',
        fieldErrors: { code: 'duplicate' },
      });
      await expect(
        products.update(first.id, sampleProduct('dup', { descriptionEn: 'Renamed' })),
      ).resolves.toMatchObject({ descriptionEn: 'Renamed' });
    });

    it('creates one record when the same request is sent twice', async () => {
      const { products } = await setup();
      const [a, b] = await Promise.all([
        products.create(sampleProduct('twice'), { requestId: 'req-p-twice' }),
        products.create(sampleProduct('twice'), { requestId: 'req-p-twice' }),
      ]);
      expect(a.id).toBe(b.id);
      expect((await products.list({ ...firstPage, text: 'ct-twice' })).total).toBe(1);
    });

    it('filters inactive products out of the picker and by the active filter', async () => {
      const { products } = await setup();
      const off = await products.create(sampleProduct('off1', { active: false }));
      await expect(products.search('CT-OFF1')).resolves.toEqual([]);
      const page = await products.list({ ...firstPage, text: 'ct-off', filters: { active: 'false' } });
      expect(page.items.map((p) => p.id)).toEqual([off.id]);
    });

    it('deletes, then reports the id as not-found', async () => {
      const { products } = await setup();
      const made = await products.create(sampleProduct('del'));
      await products.remove(made.id);
      await expect(products.get(made.id)).rejects.toMatchObject({ kind: 'not-found' });
      await expect(products.remove(made.id)).rejects.toMatchObject({ kind: 'not-found' });
    });

    it('imports all rows or none (a code twice in the file refuses the file)', async () => {
      const { products } = await setup();
      await expect(products.importMany([sampleProduct('imp1'), sampleProduct('imp2')])).resolves.toEqual({
        created: 2,
      });
      await expect(products.importMany([sampleProduct('imp3'), sampleProduct('imp3')])).rejects.toMatchObject({
        fieldErrors: { 'rows.2.code': 'duplicate' },
      });
      expect((await products.list({ ...firstPage, text: 'ct-imp3' })).total).toBe(0);
    });
  });
}
