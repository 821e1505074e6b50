import { describe, expect, it } from 'vitest';
import { freightInputOf } from '../../../src/domain/freight/freight-record';
import { aFreight } from '../../domain/freight/freight-test-data';
import { ADMIN, coreHarness, refusal, STAFF } from '../support/core-harness';

const person = (tag: string) => ({
  name: `Person ${tag}`,
  email: `${tag}@demo.com`,
  password: 'secret12-long',
  rule: 'user' as const,
});

describe('staff administration', () => {
  it('lets only admins create staff, with e-mails unique even for two concurrent creates', async () => {
    const { backend, data } = coreHarness();
    expect(await refusal(backend.users.create(STAFF, person('x')))).toMatchObject({
      kind: 'forbidden',
      code: 'user.adminOnly',
    });
    const outcomes = await Promise.allSettled([
      backend.users.create(ADMIN, person('twin')),
      backend.users.create(ADMIN, person('twin')),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(outcomes.find((o) => o.status === 'rejected')).toMatchObject({ reason: { code: 'user.email.taken' } });
    expect([...data.users.values()].filter((u) => u.email === 'twin@demo.com')).toHaveLength(1);
    // The losing create's sign-in account was removed again: only the winner's remains.
    expect([...data.credentials.keys()].filter((id) => !data.users.has(id))).toEqual([]);
  });

  it('answers a repeated create request with the first user', async () => {
    const { backend, data } = coreHarness();
    const [a, b] = await Promise.all([
      backend.users.create(ADMIN, person('again'), 'req-u'),
      backend.users.create(ADMIN, person('again'), 'req-u'),
    ]);
    expect(b.id).toBe(a.id);
    expect(data.users.size).toBe(3);
  });

  it('never lets anyone change their own role or status, or remove themself', async () => {
    const { backend } = coreHarness();
    const me = await backend.users.get(ADMIN, ADMIN.id);
    expect(
      await refusal(backend.users.edit(ADMIN, me.id, { name: me.name, rule: 'user', status: 'active' }, me.updatedAt)),
    ).toMatchObject({
      code: 'user.self.ownRole',
      fieldErrors: { rule: 'ownRole' },
    });
    expect(
      await refusal(
        backend.users.edit(ADMIN, me.id, { name: me.name, rule: 'admin', status: 'inactive' }, me.updatedAt),
      ),
    ).toMatchObject({ code: 'user.self.ownStatus' });
    expect(await refusal(backend.users.remove(ADMIN, me.id))).toMatchObject({ code: 'user.self.self' });
    await expect(
      backend.users.edit(ADMIN, me.id, { name: 'Ana A.', rule: 'admin', status: 'active' }, me.updatedAt),
    ).resolves.toMatchObject({ name: 'Ana A.' });
  });

  it('refuses a stale edit and a stale removal', async () => {
    const { backend, clock } = coreHarness();
    const made = await backend.users.create(ADMIN, person('stale'));
    clock.advance(1);
    await backend.users.edit(ADMIN, made.id, { name: 'Renamed', rule: 'user', status: 'active' }, made.updatedAt);
    expect(
      await refusal(
        backend.users.edit(ADMIN, made.id, { name: 'Late', rule: 'admin', status: 'active' }, made.updatedAt),
      ),
    ).toMatchObject({ code: 'record.stale' });
    expect(await refusal(backend.users.remove(ADMIN, made.id, made.updatedAt))).toMatchObject({ code: 'record.stale' });
  });

  it('deactivates someone whose name is on shipments, and deletes someone without history', async () => {
    const { backend, data } = coreHarness();
    await backend.freight.create(STAFF, freightInputOf(aFreight()));
    expect(await backend.users.removalMode(ADMIN, STAFF.id)).toBe('deactivate');
    await expect(backend.users.remove(ADMIN, STAFF.id)).resolves.toBe('deactivated');
    expect(data.users.get(STAFF.id)?.status).toBe('inactive');
    const fresh = await backend.users.create(ADMIN, person('fresh'));
    await expect(backend.users.remove(ADMIN, fresh.id)).resolves.toBe('deleted');
    expect(data.users.has(fresh.id)).toBe(false);
    expect(data.credentials.has(fresh.id)).toBe(false);
  });

  it('keeps a registration pending until an admin approves or refuses it', async () => {
    const { backend, data } = coreHarness();
    const pending = await backend.users.register({ name: 'Nova', email: 'nova@demo.com', password: 'secret12-long' });
    expect(pending).toMatchObject({ status: 'pending', rule: 'user' });
    expect(await refusal(backend.users.approve(STAFF, pending.id))).toMatchObject({ code: 'user.adminOnly' });
    await expect(backend.users.approve(ADMIN, pending.id)).resolves.toMatchObject({ status: 'active' });
    expect(await refusal(backend.users.refuse(ADMIN, pending.id))).toMatchObject({ code: 'user.notPending' });
    const other = await backend.users.register({ name: 'Otto', email: 'otto@demo.com', password: 'secret12-long' });
    await backend.users.refuse(ADMIN, other.id);
    expect(data.users.has(other.id)).toBe(false);
    await expect(
      backend.users.register({ name: 'Otto', email: 'otto@demo.com', password: 'secret12-long' }),
    ).resolves.toMatchObject({ status: 'pending' });
  });
});
