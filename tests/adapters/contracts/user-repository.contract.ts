import { describe, expect, it } from 'vitest';
import type { UserRepository } from '../../../src/application/ports/user-repository.port';

export interface UserContractSetup {
  /** Signed in as an admin. */
  readonly users: UserRepository;
  /** Registers an account the way a person does on the sign-up page (it then waits, pending); its record id. */
  registerPending(name: string, email: string): Promise<string>;
}

const newUser = (tag: string) => ({
  name: `User ${tag}`,
  email: `user.${tag}@contract.example`,
  password: 'secret123-long',
  rule: 'user' as const,
});

/** Spec section 7: create, find by auth id, find by document id, list with ids, edit, delete; approvals. */
export function userRepositoryContract(name: string, setup: () => Promise<UserContractSetup>): void {
  describe(`UserRepository contract: ${name}`, () => {
    it('creates the account and a record with status active, found by auth id and by document id', async () => {
      const { users } = await setup();
      const made = await users.create(newUser('one'));
      expect(made).toMatchObject({
        name: 'User one',
        email: 'user.one@contract.example',
        status: 'active',
        rule: 'user',
      });
      expect(made.auth).not.toBe('');
      await expect(users.findById(made.id)).resolves.toEqual(made);
      await expect(users.findByAuthId(made.auth)).resolves.toEqual(made);
      const all = await users.listAll();
      expect(all.find((u) => u.id === made.id)).toEqual(made);
    });

    it('answers null (not an error) when nothing matches', async () => {
      const { users } = await setup();
      await expect(users.findById('no-such-user')).resolves.toBeNull();
      await expect(users.findByAuthId('no-such-account')).resolves.toBeNull();
    });

    it('refuses an email already in use at the field, also to one of two concurrent creates', async () => {
      const { users } = await setup();
      await users.create(newUser('twin'));
      // The services answer `taken` (code user.email.taken); the Pretender mock still answers `duplicate`.
      await expect(users.create(newUser('twin'))).rejects.toMatchObject({
        kind: 'conflict',
        code: 'user.email.taken',
        fieldErrors: { email: 'taken' },
      });
      const outcomes = await Promise.allSettled([users.create(newUser('race')), users.create(newUser('race'))]);
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      expect((await users.list({ text: 'user.race', filters: {}, sort: null, page: 1, pageSize: 10 })).total).toBe(1);
    });

    it('creates one user when the same request is sent twice, in turn or at once', async () => {
      const { users } = await setup();
      const first = await users.create(newUser('again'), { requestId: 'req-user-again' });
      await expect(users.create(newUser('again'), { requestId: 'req-user-again' })).resolves.toMatchObject({
        id: first.id,
      });
      // At once, the twin either answers the same record or is told the address is taken (Firebase Auth refuses
      // the second account before the first record exists); never a second user.
      const outcomes = await Promise.allSettled([
        users.create(newUser('twice'), { requestId: 'req-user-twice' }),
        users.create(newUser('twice'), { requestId: 'req-user-twice' }),
      ]);
      for (const outcome of outcomes) {
        if (outcome.status === 'rejected') expect(outcome.reason).toMatchObject({ code: 'user.email.taken' });
      }
      expect((await users.list({ text: 'user.twice', filters: {}, sort: null, page: 1, pageSize: 10 })).total).toBe(1);
    });

    it('edits name, role and status, and refuses an edit based on an outdated read', async () => {
      const { users } = await setup();
      const made = await users.create(newUser('edit'));
      const edited = await users.edit(
        made.id,
        { name: 'Edited', status: 'inactive', rule: 'admin' },
        { expectedUpdatedAt: made.updatedAt },
      );
      expect(edited).toMatchObject({
        id: made.id,
        name: 'Edited',
        auth: made.auth,
        email: made.email,
        status: 'inactive',
        rule: 'admin',
      });
      expect(edited.updatedAt).not.toBe(made.updatedAt);
      await expect(users.findById(made.id)).resolves.toEqual(edited);
      await expect(
        users.edit(made.id, { name: 'Late', status: 'active', rule: 'user' }, { expectedUpdatedAt: made.updatedAt }),
      ).rejects.toMatchObject({ kind: 'conflict', code: 'record.stale' });
    });

    it('lists with search, filters and paging', async () => {
      const { users } = await setup();
      const a = await users.create(newUser('lista'));
      await users.create(newUser('listb'));
      await users.edit(a.id, { name: a.name, status: 'blocked', rule: 'user' }, { expectedUpdatedAt: a.updatedAt });
      const page = await users.list({
        text: 'contract',
        filters: { status: 'blocked' },
        sort: { field: 'name', direction: 'asc' },
        page: 1,
        pageSize: 10,
      });
      expect(page.items.map((u) => u.id)).toEqual([a.id]);
      const paged = await users.list({
        text: 'user.list',
        filters: {},
        sort: { field: 'email', direction: 'desc' },
        page: 2,
        pageSize: 1,
      });
      expect(paged).toMatchObject({ total: 2, page: 2, pageCount: 2 });
      expect(paged.items[0]?.id).toBe(a.id);
    });

    it('deletes a user without freight history, and says so', async () => {
      const { users } = await setup();
      const made = await users.create(newUser('gone'));
      await expect(users.hasHistory(made.id)).resolves.toBe(false);
      await expect(users.remove(made.id)).resolves.toBe('deleted');
      await expect(users.findById(made.id)).resolves.toBeNull();
    });

    it('lists a registration as pending until an admin approves it; a refused one is deleted', async () => {
      const { users, registerPending } = await setup();
      const approvedId = await registerPending('Waiting One', 'waiting.one@contract.example');
      const refusedId = await registerPending('Waiting Two', 'waiting.two@contract.example');
      const pending = await users.list({
        text: 'waiting',
        filters: { status: 'pending' },
        sort: null,
        page: 1,
        pageSize: 10,
      });
      expect(pending.items.map((u) => u.id).sort()).toEqual([approvedId, refusedId].sort());
      await expect(users.approve(approvedId)).resolves.toMatchObject({ status: 'active', rule: 'user' });
      await expect(users.approve(approvedId)).rejects.toMatchObject({ code: 'user.notPending' });
      await users.refuse(refusedId);
      await expect(users.findById(refusedId)).resolves.toBeNull();
    });
  });
}
