import { describe, expect, it } from 'vitest';
import type { UserRepository } from '../../../src/application/ports/user-repository.port';

export interface UserContractSetup {
  /** Signed in as an admin. */
  readonly users: UserRepository;
}

const newUser = (tag: string) => ({
  name: `User ${tag}`,
  email: `user.${tag}@contract.example`,
  password: 'secret123',
  rule: 'user' as const,
});

/** Spec section 7: create, find by auth id, find by document id, list with ids, edit replaces, delete. */
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

    it('refuses an email already in use at the field', async () => {
      const { users } = await setup();
      await users.create(newUser('twin'));
      // The services answer `taken` (code user.email.taken); the Pretender mock still answers `duplicate`.
      await expect(users.create(newUser('twin'))).rejects.toMatchObject({
        kind: 'conflict',
        fieldErrors: { email: expect.stringMatching(/^(taken|duplicate)$/) },
      });
    });

    it('replaces the whole record on edit', async () => {
      const { users } = await setup();
      const made = await users.create(newUser('edit'));
      const replaced = await users.replace(made.id, {
        name: 'Edited',
        auth: made.auth,
        email: made.email,
        status: 'inactive',
        rule: 'admin',
      });
      expect(replaced).toMatchObject({
        id: made.id,
        name: 'Edited',
        auth: made.auth,
        email: made.email,
        status: 'inactive',
        rule: 'admin',
      });
      await expect(users.findById(made.id)).resolves.toEqual(replaced);
    });

    it('lists with search, filters and paging', async () => {
      const { users } = await setup();
      const a = await users.create(newUser('lista'));
      await users.create(newUser('listb'));
      await users.replace(a.id, { name: a.name, auth: a.auth, email: a.email, status: 'blocked', rule: 'user' });
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

    it('deletes the record, and a user without freight has no history', async () => {
      const { users } = await setup();
      const made = await users.create(newUser('gone'));
      await expect(users.hasHistory(made.id)).resolves.toBe(false);
      await users.remove(made.id);
      await expect(users.findById(made.id)).resolves.toBeNull();
    });
  });
}
