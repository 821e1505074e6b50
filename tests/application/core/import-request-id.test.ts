import { describe, expect, it } from 'vitest';
import { sampleContact, sampleProduct } from '../../adapters/contracts/master-data-samples';
import { coreHarness, refusal, STAFF } from '../support/core-harness';

describe('an import retried with its request id', () => {
  it('creates its contacts once and answers the retry with the same count', async () => {
    const { backend, data } = coreHarness();
    const rows = [sampleContact('one'), sampleContact('two')];
    const seeded = data.contacts.size;
    expect(await backend.contacts.importMany(STAFF, rows, 'imp-1')).toEqual({ created: 2 });
    expect(await backend.contacts.importMany(STAFF, rows, 'imp-1')).toEqual({ created: 2 });
    expect(data.contacts.size - seeded).toBe(2);
  });

  it('answers a retry of products whose codes its first attempt took', async () => {
    const { backend, data } = coreHarness();
    const rows = [sampleProduct('p1'), sampleProduct('p2')];
    const seeded = data.products.size;
    await backend.products.importMany(STAFF, rows, 'imp-2');
    expect(await backend.products.importMany(STAFF, rows, 'imp-2')).toEqual({ created: 2 });
    expect(data.products.size - seeded).toBe(2);
  });

  it('refuses the id for another file', async () => {
    const { backend, data } = coreHarness();
    const seeded = data.contacts.size;
    await backend.contacts.importMany(STAFF, [sampleContact('three')], 'imp-3');
    expect(await refusal(backend.contacts.importMany(STAFF, [sampleContact('four')], 'imp-3'))).toMatchObject({
      code: 'request.reused',
    });
    expect(data.contacts.size - seeded).toBe(1);
  });
});
