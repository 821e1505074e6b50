import { describe, expect, it } from 'vitest';
import type { BackendStores } from '../../../src/application/backend';
import { storedContact, storedFreight, storedProduct } from '../contracts/store/store-samples';

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

    it('never commits both a shipment and the deletion of the product or contact it refers to', async () => {
      const stores = await setup();
      const pairs = 16;
      await stores.tx.run(async (uow) => {
        for (let n = 1; n <= pairs; n += 1) {
          await uow.products.put(storedProduct(n));
          await uow.contacts.put(storedContact(n));
        }
      });
      // As the services do: a deletion counts the references in its unit of work; a shipment reads what it names.
      const remove = (kind: 'products' | 'contacts', id: string) =>
        stores.tx.run(async (uow) => {
          const record = await uow[kind].get(id);
          const uses = await uow.references.count(kind === 'products' ? { productId: id } : { contactId: id });
          if (!record || uses > 0) return;
          await uow[kind].remove(id);
        });
      const ship = (n: number) =>
        stores.tx.run(async (uow) => {
          const [product, contact] = [await uow.products.get(`p-${n}`), await uow.contacts.get(`c-${n}`)];
          if (!product || !contact) return;
          const party = { id: contact.id, name: contact.company, country: contact.country };
          await uow.freight.put(storedFreight(n, { shipper: party }));
        });
      await Promise.all(
        Array.from({ length: pairs }, (_, i) => i + 1).flatMap((n) =>
          n % 2 === 0
            ? [remove('products', `p-${n}`), ship(n), remove('contacts', `c-${n}`)]
            : [ship(n), remove('contacts', `c-${n}`), remove('products', `p-${n}`)],
        ),
      );
      const dangling: string[] = [];
      await stores.tx.run(async (uow) => {
        for (let n = 1; n <= pairs; n += 1) {
          const shipment = await uow.freight.get(`fr-${n}`);
          if (!shipment) continue;
          if (!(await uow.products.get(`p-${n}`))) dangling.push(`fr-${n} -> p-${n}`);
          if (!(await uow.contacts.get(`c-${n}`))) dangling.push(`fr-${n} -> c-${n}`);
        }
      });
      expect(dangling).toEqual([]);
    });
  });
}
