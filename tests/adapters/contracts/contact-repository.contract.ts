import { describe, expect, it } from 'vitest';
import type { ContactRepository } from '../../../src/application/ports/contact-repository.port';
import { firstPage, sampleContact } from './master-data-samples';

export interface ContactContractSetup {
  readonly contacts: ContactRepository;
  /** Makes a shipment name the contact as its shipper (through the backend's own means). */
  useAsShipper(contactId: string): Promise<void>;
}

/** What every ContactRepository adapter must do, whatever the backend. */
export function contactRepositoryContract(name: string, setup: () => Promise<ContactContractSetup>): void {
  describe(`ContactRepository contract: ${name}`, () => {
    it('creates a contact that get, list and search then return', async () => {
      const { contacts } = await setup();
      const made = await contacts.create(sampleContact('Alpha'));
      expect(made.id).not.toBe('');
      await expect(contacts.get(made.id)).resolves.toEqual(made);
      const page = await contacts.list({ ...firstPage, text: 'zeldaalpha' });
      expect(page.items.map((c) => c.id)).toEqual([made.id]);
      expect(page.total).toBe(1);
      const found = await contacts.search('contract alpha', { role: 'shipper' });
      expect(found.map((c) => c.id)).toContain(made.id);
      await expect(contacts.search('contract alpha', { role: 'carrier' })).resolves.toEqual([]);
    });

    it('filters by role and country and pages the result', async () => {
      const { contacts } = await setup();
      await contacts.create(sampleContact('P1', { roles: ['consignee'], country: 'JP' }));
      await contacts.create(sampleContact('P2', { roles: ['consignee'], country: 'JP' }));
      await contacts.create(sampleContact('P3', { roles: ['shipper'], country: 'JP' }));
      const page = await contacts.list({
        text: 'contract',
        filters: { role: 'consignee', country: 'JP' },
        sort: { field: 'name', direction: 'desc' },
        page: 1,
        pageSize: 1,
      });
      expect(page.total).toBe(2);
      expect(page.pageCount).toBe(2);
      expect(page.items[0]?.firstname).toBe('ZeldaP2');
    });

    it('keeps an inactive contact listed, by the active filter too, but out of the party picker', async () => {
      const { contacts } = await setup();
      const made = await contacts.create(sampleContact('Idle'));
      expect(made.active).toBe(true);
      await expect(contacts.search('contract idle', { role: 'shipper' })).resolves.toHaveLength(1);
      const idle = await contacts.update(
        made.id,
        { ...sampleContact('Idle'), active: false },
        { expectedUpdatedAt: made.updatedAt },
      );
      expect(idle.active).toBe(false);
      await expect(contacts.get(made.id)).resolves.toMatchObject({ active: false });
      await expect(contacts.search('contract idle', { role: 'shipper' })).resolves.toEqual([]);
      await expect(contacts.search('contract idle')).resolves.toEqual([]);
      const inactive = await contacts.list({ ...firstPage, text: 'zeldaidle', filters: { active: 'false' } });
      expect(inactive.items.map((c) => c.id)).toEqual([made.id]);
      const active = await contacts.list({ ...firstPage, text: 'zeldaidle', filters: { active: 'true' } });
      expect(active.total).toBe(0);
    });

    it('refuses a country code that names no country, at the field', async () => {
      const { contacts } = await setup();
      await expect(contacts.create(sampleContact('Nowhere', { country: 'XQ' }))).rejects.toMatchObject({
        kind: 'validation',
        fieldErrors: { country: 'country.unknown' },
      });
    });

    it('creates one record when the same request is sent twice', async () => {
      const { contacts } = await setup();
      const fields = sampleContact('Twice');
      const [a, b] = await Promise.all([
        contacts.create(fields, { requestId: 'req-twice-1' }),
        contacts.create(fields, { requestId: 'req-twice-1' }),
      ]);
      expect(a.id).toBe(b.id);
      const again = await contacts.create(fields, { requestId: 'req-twice-1' });
      expect(again.id).toBe(a.id);
      expect((await contacts.list({ ...firstPage, text: 'zeldatwice' })).total).toBe(1);
    });

    it('replaces a contact on update and reports unknown ids as not-found', async () => {
      const { contacts } = await setup();
      const made = await contacts.create(sampleContact('Upd'));
      const changed = await contacts.update(made.id, sampleContact('Upd', { city: 'Recife', roles: ['notify'] }), {
        expectedUpdatedAt: made.updatedAt,
      });
      expect(changed).toMatchObject({ id: made.id, city: 'Recife', roles: ['notify'] });
      await expect(contacts.get(made.id)).resolves.toMatchObject({ city: 'Recife' });
      await expect(contacts.get('no-such-contact')).rejects.toMatchObject({ kind: 'not-found' });
      await expect(
        contacts.update('no-such-contact', sampleContact('X'), { expectedUpdatedAt: made.updatedAt }),
      ).rejects.toMatchObject({ kind: 'not-found' });
    });

    it('refuses a save or a delete based on a version someone else has since replaced', async () => {
      const { contacts } = await setup();
      const made = await contacts.create(sampleContact('Stale'));
      expect(made.updatedAt).not.toBe('');
      const first = await contacts.update(made.id, sampleContact('Stale', { city: 'Recife' }), {
        expectedUpdatedAt: made.updatedAt,
      });
      expect(first.updatedAt).not.toBe(made.updatedAt);
      await expect(
        contacts.update(made.id, sampleContact('Stale', { city: 'Natal' }), { expectedUpdatedAt: made.updatedAt }),
      ).rejects.toMatchObject({ kind: 'conflict', code: 'record.stale' });
      await expect(contacts.remove(made.id, { expectedUpdatedAt: made.updatedAt })).rejects.toMatchObject({
        code: 'record.stale',
      });
      await expect(contacts.get(made.id)).resolves.toMatchObject({ city: 'Recife' });
      await contacts.remove(made.id, { expectedUpdatedAt: first.updatedAt });
      await expect(contacts.get(made.id)).rejects.toMatchObject({ kind: 'not-found' });
    });

    it('deletes a contact, but refuses one a shipment uses', async () => {
      const { contacts, useAsShipper } = await setup();
      const free = await contacts.create(sampleContact('Free'));
      await contacts.remove(free.id);
      await expect(contacts.get(free.id)).rejects.toMatchObject({ kind: 'not-found' });
      const used = await contacts.create(sampleContact('Used'));
      await useAsShipper(used.id);
      await expect(contacts.remove(used.id)).rejects.toMatchObject({
        kind: 'conflict',
        code: 'record.inUse',
        details: { count: 1 },
      });
      await expect(contacts.get(used.id)).resolves.toMatchObject({ id: used.id });
    });

    it('imports all rows or none', async () => {
      const { contacts } = await setup();
      await expect(contacts.importMany([sampleContact('Imp1'), sampleContact('Imp2')])).resolves.toEqual({
        created: 2,
      });
      expect((await contacts.list({ ...firstPage, text: 'contract imp' })).total).toBe(2);
      const bad = sampleContact('Bad', { firstname: '', company: '' });
      await expect(contacts.importMany([sampleContact('Imp3'), bad])).rejects.toBeTruthy();
      expect((await contacts.list({ ...firstPage, text: 'zeldaimp3' })).total).toBe(0);
    });
  });
}
