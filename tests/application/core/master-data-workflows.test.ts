import { describe, expect, it } from 'vitest';
import { freightInputOf } from '../../../src/domain/freight/freight-record';
import { aFreight, aLine, PARTY_CONTACTS } from '../../domain/freight/freight-test-data';
import { sampleContact, sampleProduct } from '../../adapters/contracts/master-data-samples';
import { createMemoryStores } from '../../../src/adapters/memory/memory-stores';
import { makeBackend } from '../../../src/application/backend';
import type { Transactor } from '../../../src/application/ports/store/unit-of-work.port';
import { ADMIN, coreHarness, refusal, STAFF } from '../support/core-harness';

describe('product workflows', () => {
  it('gives a code to one of two concurrent creates only, claimed with the write', async () => {
    const { backend, data } = coreHarness();
    const outcomes = await Promise.allSettled([
      backend.products.create(STAFF, sampleProduct('race')),
      backend.products.create(STAFF, sampleProduct('race')),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(outcomes.find((o) => o.status === 'rejected')).toMatchObject({
      reason: { code: 'product.code.taken', fieldErrors: { code: 'duplicate' } },
    });
    expect(data.products.size).toBe(1);
  });

  it('moves the code claim along when a product is renamed, and frees it on delete', async () => {
    const { backend } = coreHarness();
    const made = await backend.products.create(STAFF, sampleProduct('old'));
    await backend.products.update(STAFF, made.id, sampleProduct('new'), made.updatedAt);
    const reuse = await backend.products.create(STAFF, sampleProduct('old'));
    expect(await refusal(backend.products.create(STAFF, sampleProduct('new')))).toMatchObject({
      code: 'product.code.taken',
    });
    await backend.products.remove(STAFF, reuse.id);
    await expect(backend.products.create(STAFF, sampleProduct('old'))).resolves.toMatchObject({ code: 'CT-OLD' });
  });

  it('refuses a stale save and a stale delete', async () => {
    const { backend, clock } = coreHarness();
    const made = await backend.products.create(STAFF, sampleProduct('v1'));
    clock.advance(5);
    const next = await backend.products.update(STAFF, made.id, sampleProduct('v1', { active: false }), made.updatedAt);
    expect(await refusal(backend.products.update(STAFF, made.id, sampleProduct('v1'), made.updatedAt))).toMatchObject({
      code: 'record.stale',
    });
    expect(await refusal(backend.products.remove(STAFF, made.id, made.updatedAt))).toMatchObject({
      code: 'record.stale',
    });
    await backend.products.remove(STAFF, made.id, next.updatedAt);
  });

  it('gives two saves within one millisecond different versions', async () => {
    const { backend } = coreHarness();
    const made = await backend.products.create(STAFF, sampleProduct('ms'));
    const first = await backend.products.update(STAFF, made.id, sampleProduct('ms', { active: false }), made.updatedAt);
    expect(first.updatedAt > made.updatedAt).toBe(true);
    expect(await refusal(backend.products.update(STAFF, made.id, sampleProduct('ms'), made.updatedAt))).toMatchObject({
      code: 'record.stale',
    });
  });

  it('refuses to delete a product a shipment carries, saying how many', async () => {
    const { backend } = coreHarness();
    const product = await backend.products.create(STAFF, sampleProduct('used'));
    const input = freightInputOf(aFreight({ lines: [aLine({ productId: product.id })] }));
    await backend.freight.create(STAFF, input);
    await backend.freight.create(STAFF, input);
    expect(await refusal(backend.products.remove(STAFF, product.id))).toMatchObject({
      code: 'record.inUse',
      details: { count: 2 },
    });
  });

  it('imports every row or none, and answers a repeated create request with its record', async () => {
    const { backend, data } = coreHarness();
    await backend.products.create(STAFF, sampleProduct('taken'));
    expect(
      await refusal(backend.products.importMany(STAFF, [sampleProduct('fresh'), sampleProduct('taken')])),
    ).toMatchObject({ code: 'record.invalid', fieldErrors: { 'rows.2.code': 'duplicate' } });
    expect(data.products.size).toBe(1);
    const a = await backend.products.create(STAFF, sampleProduct('once'), 'req-p');
    const b = await backend.products.create(STAFF, sampleProduct('once'), 'req-p');
    expect(b.id).toBe(a.id);
  });
});

describe('a repeated create whose twin commits between its reads', () => {
  /**
   * A store that answers each read from a later moment (PostgreSQL outside a transaction): the twin of a request
   * commits, through a second transactor over the same data, just before the `at`-th read of the first one.
   */
  function twinAtRead(at: number) {
    const { data, clock } = coreHarness();
    let n = 0;
    const deps = {
      clock,
      ids: { newId: (prefix: string) => `${prefix}-${(n += 1)}` },
      accounts: { create: async () => ({ authId: `u-${(n += 1)}` }), remove: async () => undefined },
    };
    const twin = makeBackend(createMemoryStores(data), deps);
    const stores = createMemoryStores(data);
    let reads = 0;
    let sendTwin: () => Promise<unknown> = async () => undefined;
    const tx: Transactor = {
      run: (work) =>
        stores.tx.run((uow) => {
          const before = async <R>(read: () => Promise<R>): Promise<R> => {
            reads += 1;
            if (reads === at) await sendTwin();
            return read();
          };
          return work({
            ...uow,
            uniques: { ...uow.uniques, owner: (kind, key) => before(() => uow.uniques.owner(kind, key)) },
            requests: { ...uow.requests, get: (id) => before(() => uow.requests.get(id)) },
          });
        }),
    };
    const first = makeBackend({ ...stores, tx }, deps);
    return { data, first, twin, setTwin: (send: () => Promise<unknown>) => (sendTwin = send) };
  }

  it.each([1, 2])('answers a product create with the twin record when the twin commits before read %i', async (at) => {
    const { data, first, twin, setTwin } = twinAtRead(at);
    let made: { id: string } | undefined;
    setTwin(async () => (made = await twin.products.create(STAFF, sampleProduct('twin'), 'req-twin')));
    const answer = await first.products.create(STAFF, sampleProduct('twin'), 'req-twin');
    expect(made).toBeDefined();
    expect(answer.id).toBe(made?.id);
    expect(data.products.size).toBe(1);
  });

  it.each([1, 2, 3, 4])(
    'answers a user create with the twin record when the twin commits before read %i',
    async (at) => {
      const { data, first, twin, setTwin } = twinAtRead(at);
      const input = { name: 'Tia Twin', email: 'tia@demo.com', password: 'demodemo1-long', rule: 'user' as const };
      let made: { id: string } | undefined;
      setTwin(async () => (made = await twin.users.create(ADMIN, input, 'req-user-twin')));
      const answer = await first.users.create(ADMIN, input, 'req-user-twin');
      expect(made).toBeDefined();
      expect(answer.id).toBe(made?.id);
      expect([...data.users.values()].filter((u) => u.email === 'tia@demo.com')).toHaveLength(1);
    },
  );
});

describe('countries in imports', () => {
  it('reports a country that is not ISO 3166-1 on its row, for products and contacts, and imports nothing', async () => {
    const { backend, data } = coreHarness();
    const products = [sampleProduct('ok'), { ...sampleProduct('bad'), countryOfOrigin: 'XX' }];
    expect(await refusal(backend.products.importMany(STAFF, products))).toMatchObject({
      code: 'record.invalid',
      fieldErrors: { 'rows.2.countryOfOrigin': 'country.unknown' },
    });
    const contacts = [{ ...sampleContact('Bad'), country: 'JA' }, sampleContact('Ok')];
    expect(await refusal(backend.contacts.importMany(STAFF, contacts))).toMatchObject({
      code: 'record.invalid',
      fieldErrors: { 'rows.1.country': 'country.unknown' },
    });
    expect(data.products.size + data.contacts.size).toBe(PARTY_CONTACTS.length);
  });
});

describe('contact workflows', () => {
  it('refuses a stale save and a stale delete, and answers a repeated request with its record', async () => {
    const { backend, clock } = coreHarness();
    const made = await backend.contacts.create(STAFF, sampleContact('Ver'), 'req-c');
    expect((await backend.contacts.create(STAFF, sampleContact('Ver'), 'req-c')).id).toBe(made.id);
    expect(await refusal(backend.contacts.create(STAFF, sampleContact('Other'), 'req-c'))).toMatchObject({
      code: 'request.reused',
    });
    clock.advance(10);
    await backend.contacts.update(STAFF, made.id, sampleContact('Ver', { city: 'Recife' }), made.updatedAt);
    expect(await refusal(backend.contacts.update(STAFF, made.id, sampleContact('Ver'), made.updatedAt))).toMatchObject({
      code: 'record.stale',
    });
    expect(await refusal(backend.contacts.remove(STAFF, made.id, made.updatedAt))).toMatchObject({
      code: 'record.stale',
    });
  });

  it('refuses to delete a contact a shipment names as shipper or consignee', async () => {
    const { backend } = coreHarness();
    const contact = await backend.contacts.create(STAFF, sampleContact('Party'));
    const template = aFreight();
    const consignee = { id: contact.id, name: 'Party', country: template.consignee?.country ?? '' };
    await backend.freight.create(STAFF, freightInputOf({ ...template, consignee }));
    expect(await refusal(backend.contacts.remove(STAFF, contact.id))).toMatchObject({
      kind: 'conflict',
      code: 'record.inUse',
      details: { count: 1 },
    });
    const free = await backend.contacts.create(STAFF, sampleContact('Free'));
    await backend.contacts.remove(STAFF, free.id);
    expect(await refusal(backend.contacts.get(STAFF, free.id))).toMatchObject({ code: 'record.notFound' });
  });
});
