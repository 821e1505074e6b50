import { describe, expect, it } from 'vitest';
import type { BackendStores } from '../../../src/application/backend';
import { storedContact, storedProduct } from '../contracts/store/store-samples';

/**
 * What the SQL units of work add to the store contract: a record read and written by two units of work at once is
 * never overwritten with stale data (the loser runs again on the winner's version), and a unique key read as free
 * by both is claimed once.
 */
export function sqlConcurrency(name: string, setup: () => Promise<BackendStores>): void {
  describe(`SQL units of work under concurrency: ${name}`, () => {
    it('applies every concurrent read-modify-write of one record (no lost update)', async () => {
      const stores = await setup();
      await stores.tx.run((uow) => uow.contacts.put(storedContact(1, { fax: '0' })));
      const bump = () =>
        stores.tx.run(async (uow) => {
          const contact = await uow.contacts.get('c-1');
          if (!contact) throw new Error('missing');
          await uow.contacts.put({ ...contact, fax: String(Number(contact.fax) + 1) });
        });
      await Promise.all(Array.from({ length: 8 }, bump));
      expect((await stores.tx.run((uow) => uow.contacts.get('c-1')))?.fax).toBe('8');
    });

    it('never brings back a record that an edit raced with its removal', async () => {
      const stores = await setup();
      await stores.tx.run((uow) => uow.products.put(storedProduct(1)));
      const outcomes = await Promise.all([
        stores.tx.run(async (uow) => {
          const product = await uow.products.get('p-1');
          if (product) await uow.products.remove(product.id);
          return product ? 'removed' : 'gone';
        }),
        stores.tx.run(async (uow) => {
          const product = await uow.products.get('p-1');
          if (product) await uow.products.put({ ...product, descriptionEn: 'Edited' });
          return product ? 'edited' : 'gone';
        }),
      ]);
      // Whichever commits first, the other runs again: an edit after the removal finds nothing to edit, a removal
      // after the edit removes the edited version.
      expect(outcomes[0]).toBe('removed');
      expect(await stores.tx.run((uow) => uow.products.get('p-1'))).toBeNull();
    });
  });
}
