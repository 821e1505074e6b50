import { describe, expect, it } from 'vitest';
import type { ProductRepository } from '../../../src/application/ports/product-repository.port';
import { firstPage, sampleProduct } from './master-data-samples';

/** What every ProductRepository adapter must do, whatever the backend. */
export interface ProductContractSetup {
  readonly products: ProductRepository;
  /** Makes a shipment carry the product on a line (through the backend's own means). */
  useOnLine(productId: string): Promise<void>;
}

export function productRepositoryContract(name: string, setup: () => Promise<ProductContractSetup>): void {
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
        code: 'product.code.taken',
        fieldErrors: { code: 'duplicate' },
      });
      const other = await products.create(sampleProduct('dup2'));
      await expect(
        products.update(other.id, sampleProduct('dup'), { expectedUpdatedAt: other.updatedAt }),
      ).rejects.toMatchObject({
        kind: 'conflict',
        fieldErrors: { code: 'duplicate' },
      });
      await expect(
        products.update(first.id, sampleProduct('dup', { descriptionEn: 'Renamed' }), {
          expectedUpdatedAt: first.updatedAt,
        }),
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

    it('refuses a save or a delete based on a version someone else has since replaced', async () => {
      const { products } = await setup();
      const made = await products.create(sampleProduct('stale'));
      const first = await products.update(made.id, sampleProduct('stale', { descriptionEn: 'First' }), {
        expectedUpdatedAt: made.updatedAt,
      });
      await expect(
        products.update(made.id, sampleProduct('stale', { descriptionEn: 'Second' }), {
          expectedUpdatedAt: made.updatedAt,
        }),
      ).rejects.toMatchObject({ kind: 'conflict', code: 'record.stale' });
      await expect(products.remove(made.id, { expectedUpdatedAt: made.updatedAt })).rejects.toMatchObject({
        code: 'record.stale',
      });
      await expect(products.get(made.id)).resolves.toMatchObject({ descriptionEn: 'First' });
      await products.remove(made.id, { expectedUpdatedAt: first.updatedAt });
    });

    it('gives a code to one of two concurrent creates only', async () => {
      const { products } = await setup();
      const outcomes = await Promise.allSettled([
        products.create(sampleProduct('race')),
        products.create(sampleProduct('race')),
      ]);
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      expect(outcomes.find((o) => o.status === 'rejected')).toMatchObject({ reason: { code: 'product.code.taken' } });
    });

    it('refuses to delete a product a shipment carries', async () => {
      const { products, useOnLine } = await setup();
      const used = await products.create(sampleProduct('used'));
      await useOnLine(used.id);
      await expect(products.remove(used.id)).rejects.toMatchObject({ code: 'record.inUse', details: { count: 1 } });
      await expect(products.get(used.id)).resolves.toMatchObject({ id: used.id });
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
