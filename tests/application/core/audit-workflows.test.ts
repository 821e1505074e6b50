import { describe, expect, it } from 'vitest';
import { mayReadAudit } from '../../../src/domain/audit/audit-access';
import { sampleContact, sampleProduct } from '../../adapters/contracts/master-data-samples';
import { ADMIN, coreHarness, refusal, STAFF } from '../support/core-harness';

describe('the audit trail', () => {
  it("lets staff read a product's or contact's history, newest first, with the fields that changed", async () => {
    const { backend, clock } = coreHarness();
    const made = await backend.products.create(STAFF, sampleProduct('audit'));
    clock.advance(60_000);
    await backend.products.update(
      STAFF,
      made.id,
      { ...sampleProduct('audit'), unitPrice: { minor: 999, currency: 'USD' } },
      made.updatedAt,
    );
    const page = await backend.audit.list(STAFF, { kind: 'product', recordId: made.id }, 1, 25);
    expect(page.total).toBe(2);
    expect(page.items.map((e) => e.action)).toEqual(['update', 'create']);
    expect(page.items[0]).toMatchObject({ by: { id: STAFF.id }, label: made.code });
    expect(page.items[0]?.changes.map((c) => c.field)).toEqual(['unitPrice']);
    const contact = await backend.contacts.create(STAFF, sampleContact('audit'));
    await expect(backend.audit.list(STAFF, { kind: 'contact', recordId: contact.id }, 1, 25)).resolves.toMatchObject({
      total: 1,
    });
  });

  it('keeps a staff account history and the activity across records for admins', async () => {
    const { backend } = coreHarness();
    await backend.products.create(STAFF, sampleProduct('one'));
    for (const filter of [{}, { kind: 'product' as const }, { kind: 'user' as const, recordId: ADMIN.id }]) {
      expect(await refusal(backend.audit.list(STAFF, filter, 1, 25))).toMatchObject({
        kind: 'forbidden',
        code: 'audit.adminOnly',
      });
    }
    const mine = await backend.audit.list(ADMIN, { userId: STAFF.id }, 1, 25);
    expect(mine.items.map((e) => [e.kind, e.action])).toEqual([['product', 'create']]);
    await expect(backend.audit.list(ADMIN, { userId: ADMIN.id }, 1, 25)).resolves.toMatchObject({ total: 0 });
  });

  it('answers at most 100 entries a page, whatever is asked', async () => {
    const { backend } = coreHarness();
    const page = await backend.audit.list(ADMIN, {}, 0, 10 ** 9);
    expect(page.page).toBe(1);
    expect(page.items.length).toBeLessThanOrEqual(100);
  });

  it('the rule: admins read all; staff only the history of one shipment, product or contact', () => {
    expect(mayReadAudit('admin', {})).toBe(true);
    expect(mayReadAudit('user', { kind: 'freight', recordId: 'f-1' })).toBe(true);
    expect(mayReadAudit('user', { kind: 'user', recordId: 'u-1' })).toBe(false);
    expect(mayReadAudit('user', { recordId: 'f-1' })).toBe(false);
    expect(mayReadAudit('user', { kind: 'product' })).toBe(false);
  });
});
