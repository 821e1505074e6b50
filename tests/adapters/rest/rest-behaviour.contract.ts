import { describe, expect, it } from 'vitest';
import { freightInputOf } from '../../../src/domain/freight/freight-record';
import type { Contact } from '../../../src/domain/contact/contact';
import { aFreight } from '../../domain/freight/freight-test-data';
import { partyContacts } from '../contracts/party-contacts';
import { sampleContact, sampleProduct } from '../contracts/master-data-samples';
import { ADMIN, call, registerPending, signIn, STAFF, type StartRestTarget } from './rest-target';

const unique = () => Math.random().toString(36).slice(2, 8);

/** What the REST contract itself promises, beyond the repositories: refusal shapes, sessions, registration. */
export function restBehaviourContract(name: string, start: StartRestTarget): void {
  describe(`REST contract: ${name}`, () => {
    it('refuses every product collection without a session, with a code', async () => {
      const target = await start();
      for (const path of ['/api/freight', '/api/contacts', '/api/products', '/api/staff/users']) {
        const { status, body } = await call(target, 'GET', path);
        expect({ path, status, code: body.code }).toEqual({ path, status: 401, code: 'auth.session.invalid' });
      }
    });

    it('answers a malformed body or query with 400 and the field paths; an unknown route with 404', async () => {
      const target = await start();
      const { accessToken: token } = await signIn(target, STAFF);
      const body = await call(target, 'POST', '/api/contacts', {
        token,
        body: { ...sampleContact('Bad'), roles: ['pirate'] },
      });
      expect(body).toMatchObject({
        status: 400,
        body: { code: 'request.malformed', fieldErrors: { 'roles.0': 'invalid' } },
      });
      const json = await call(target, 'POST', '/api/contacts', { token, rawBody: '{"firstname":' });
      expect(json).toMatchObject({ status: 400, body: { code: 'request.malformed' } });
      const query = await call(target, 'GET', '/api/freight?page=first&status=lost', { token });
      expect(query).toMatchObject({ status: 400, body: { fieldErrors: { page: 'invalid', 'status.0': 'invalid' } } });
      const missing = await call(target, 'GET', '/api/no-such-thing', { token });
      expect(missing).toMatchObject({ status: 404, body: { code: 'route.notFound' } });
    });

    it('refuses a path id that no store issues before any store reads it', async () => {
      const target = await start();
      const { accessToken: token } = await signIn(target, STAFF);
      for (const base of ['/api/products', '/api/freight', '/api/contacts']) {
        // '%2e%2e' is a dot segment: the URL itself becomes the collection's parent, a route that does not exist.
        const dots = await call(target, 'GET', `${base}/%2e%2e`, { token });
        expect({ base, status: dots.status, code: dots.body.code }).toEqual({
          base,
          status: 404,
          code: 'route.notFound',
        });
        for (const id of ['a%2Fb', '-x', 'a%20b', 'x'.repeat(1600)]) {
          const { status, body } = await call(target, 'GET', `${base}/${id}`, { token });
          expect({ id, status, code: body.code }).toEqual({ id, status: 400, code: 'request.malformed' });
        }
      }
    });

    it('refuses a body over the size limit', async () => {
      const target = await start();
      const { accessToken: token } = await signIn(target, STAFF);
      const huge = { ...sampleContact('Huge'), notes: 'x'.repeat(1_100_000) };
      const { status, body } = await call(target, 'POST', '/api/contacts', { token, body: huge });
      expect({ status, code: body.code }).toEqual({ status: 413, code: 'request.tooLarge' });
    });

    it('reads repeated keys of a multi-value filter as "any of"', async () => {
      const target = await start();
      const { accessToken: token } = await signIn(target, STAFF);
      const parties = await partyContacts({
        create: async (fields) =>
          (await call(target, 'POST', '/api/contacts', { token, body: fields })).body as unknown as Contact,
      });
      const input = freightInputOf(aFreight(parties));
      const created = async () => (await call(target, 'POST', '/api/freight', { token, body: { input } })).body;
      const draft = await created();
      const cancelled = await created();
      await call(target, 'POST', `/api/freight/${String(cancelled.id)}/transitions`, {
        token,
        body: { action: 'cancel' },
      });
      await created();
      const { body } = await call(target, 'GET', '/api/freight?status=cancelled&status=booked&sort=reference&dir=asc', {
        token,
      });
      expect((body.items as { id: string }[]).map((r) => r.id)).toEqual([cancelled.id]);
      const both = await call(target, 'GET', '/api/freight?status=cancelled&status=draft', { token });
      expect(both.body.total).toBe(3);
      expect(draft.id).not.toBe(cancelled.id);
    });

    it('keeps a registration pending, unable to sign in, until an admin approves it', async () => {
      const target = await start();
      const email = `pending.${unique()}@contract.example`;
      const id = await registerPending(target, 'Pat Pending', email);
      const refused = await call(target, 'POST', '/api/authenticate/login/user', {
        body: { email, password: 'secret123-long' },
      });
      expect(refused).toMatchObject({ status: 403, body: { code: 'auth.account.pending' } });
      const { accessToken: admin } = await signIn(target, ADMIN);
      await call(target, 'POST', `/api/staff/users/${id}/approve`, { token: admin });
      const allowed = await call(target, 'POST', '/api/authenticate/login/user', {
        body: { email, password: 'secret123-long' },
      });
      expect(allowed.status).toBe(200);
      expect(allowed.body.user).toMatchObject({ status: 'active', rule: 'user' });
    });

    it('answers the registration refusals with the template sentences beside the codes', async () => {
      const target = await start();
      const taken = await call(target, 'POST', '/api/authenticate/register/user', {
        body: { name: 'Someone', email: ADMIN.email, password: 'secret12-long' },
      });
      expect(taken).toMatchObject({
        status: 409,
        body: {
          code: 'user.email.taken',
          error: { email: 'This email is already in use.' },
          fieldErrors: { email: 'taken' },
        },
      });
      const nameless = await call(target, 'POST', '/api/authenticate/register/user', {
        body: { name: ' ', email: `n.${unique()}@contract.example`, password: 'secret12-long' },
      });
      expect(nameless).toMatchObject({ status: 422, body: { error: { name: 'Please enter your name.' } } });
      const wrong = await call(target, 'POST', '/api/authenticate/login/user', {
        body: { email: ADMIN.email, password: 'wrong-password' },
      });
      expect(wrong).toMatchObject({
        status: 401,
        body: { error: 'Email Or Password Invalid', code: 'auth.credentials.invalid' },
      });
    });

    it('rotates the refresh token on every use and ends the sign-in at logout', async () => {
      const target = await start();
      const first = await signIn(target, STAFF);
      const renewed = await call(target, 'POST', '/api/authenticate/refresh-token', {
        body: { refreshToken: first.refreshToken },
      });
      expect(renewed).toMatchObject({ status: 200, body: { userData: { email: STAFF.email } } });
      const next = String(renewed.body.refreshToken);
      expect(next).not.toBe(first.refreshToken);
      const reused = await call(target, 'POST', '/api/authenticate/refresh-token', {
        body: { refreshToken: first.refreshToken },
      });
      expect(reused).toMatchObject({
        status: 401,
        body: { error: 'Invalid access token.', code: 'auth.session.invalid' },
      });
      expect((await call(target, 'POST', '/api/authenticate/logout', { body: { refreshToken: next } })).status).toBe(
        204,
      );
      const after = await call(target, 'POST', '/api/authenticate/refresh-token', { body: { refreshToken: next } });
      expect(after.status).toBe(401);
    });

    it("refuses a deactivated member of staff's next request, though their token has not expired", async () => {
      const target = await start();
      const { accessToken: admin } = await signIn(target, ADMIN);
      const email = `leaving.${unique()}@contract.example`;
      const made = await call(target, 'POST', '/api/staff/users', {
        token: admin,
        body: { name: 'Leaving Soon', email, password: 'secret123-long', rule: 'user' },
      });
      expect(made.status).toBe(201);
      const { accessToken: theirs } = await signIn(target, { email, password: 'secret123-long' });
      expect((await call(target, 'GET', '/api/freight', { token: theirs })).status).toBe(200);
      await call(target, 'PUT', `/api/staff/users/${String(made.body.id)}`, {
        token: admin,
        body: { name: 'Leaving Soon', rule: 'user', status: 'inactive', expectedUpdatedAt: made.body.updatedAt },
      });
      const refused = await call(target, 'GET', '/api/freight', { token: theirs });
      expect(refused).toMatchObject({ status: 403, body: { code: 'auth.account.inactive' } });
    });

    it("refuses a demoted admin's next admin-only request, though their token still says admin", async () => {
      const target = await start();
      const { accessToken: admin } = await signIn(target, ADMIN);
      const email = `demoted.${unique()}@contract.example`;
      const made = await call(target, 'POST', '/api/staff/users', {
        token: admin,
        body: { name: 'Demoted Soon', email, password: 'secret123-long', rule: 'admin' },
      });
      expect(made.status).toBe(201);
      const { accessToken: theirs } = await signIn(target, { email, password: 'secret123-long' });
      const newUser = (name: string) => ({
        token: theirs,
        body: {
          name,
          email: `${name.toLowerCase()}.${unique()}@contract.example`,
          password: 'secret123-long',
          rule: 'user',
        },
      });
      expect((await call(target, 'POST', '/api/staff/users', newUser('Before'))).status).toBe(201);
      await call(target, 'PUT', `/api/staff/users/${String(made.body.id)}`, {
        token: admin,
        body: { name: 'Demoted Soon', rule: 'user', status: 'active', expectedUpdatedAt: made.body.updatedAt },
      });
      const refused = await call(target, 'POST', '/api/staff/users', newUser('After'));
      expect(refused).toMatchObject({ status: 403, body: { code: 'user.adminOnly' } });
      // Their next refresh hands out the role they have now.
      expect((await call(target, 'GET', '/api/freight', { token: theirs })).status).toBe(200);
    });

    it('throttles sign-in after repeated failures for one account', async () => {
      const target = await start();
      const { accessToken: admin } = await signIn(target, ADMIN);
      const email = `guess.${unique()}@contract.example`;
      await call(target, 'POST', '/api/staff/users', {
        token: admin,
        body: { name: 'Guessed At', email, password: 'secret123-long', rule: 'user' },
      });
      for (let i = 0; i < 5; i += 1) {
        await call(target, 'POST', '/api/authenticate/login/user', { body: { email, password: `wrong-${i}` } });
      }
      const blocked = await call(target, 'POST', '/api/authenticate/login/user', {
        body: { email, password: 'secret123-long' },
      });
      expect(blocked).toMatchObject({ status: 429, body: { code: 'auth.throttled' } });
      expect(Number(blocked.headers.get('Retry-After'))).toBeGreaterThan(0);
    });

    it('answers its health, and describes itself in OpenAPI 3.1 with a readable reference', async () => {
      const target = await start();
      expect(await call(target, 'GET', '/api/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
      const { body } = await call(target, 'GET', '/api/openapi.json');
      expect(body.openapi).toBe('3.1.0');
      expect(Object.keys(body.paths as object)).toContain('/api/freight/{id}');
    });
    it("keeps an audit trail: a product's price change with who and when; the rest for admins; no entry editable", async () => {
      const target = await start();
      const staff = await signIn(target, STAFF);
      const admin = await signIn(target, ADMIN);
      const made = await call(target, 'POST', '/api/products', {
        token: staff.accessToken,
        body: sampleProduct(unique()),
      });
      expect(made.status).toBe(201);
      const id = String(made.body.id);
      const before = made.body as { unitPrice: { minor: number; currency: string }; updatedAt: string };
      const { id: _id, updatedAt: _updatedAt, ...fields } = made.body;
      const raised = { ...fields, unitPrice: { ...before.unitPrice, minor: before.unitPrice.minor + 1250 } };
      const saved = await call(target, 'PUT', `/api/products/${id}`, {
        token: staff.accessToken,
        body: { ...raised, expectedUpdatedAt: before.updatedAt },
      });
      expect(saved.status).toBe(200);

      const history = await call(target, 'GET', `/api/audit?kind=product&recordId=${id}`, { token: staff.accessToken });
      expect(history.status).toBe(200);
      const entries = history.body.items as {
        action: string;
        by: { id: string };
        at: string;
        changes: { field: string; from: string | null; to: string | null }[];
      }[];
      expect(entries.map((e) => e.action)).toEqual(['update', 'create']);
      expect(entries[0]?.by.id).toBe(staff.user.id);
      expect(Number.isNaN(Date.parse(entries[0]?.at ?? ''))).toBe(false);
      expect(entries[0]?.changes).toEqual([
        { field: 'unitPrice', from: JSON.stringify(before.unitPrice), to: JSON.stringify(raised.unitPrice) },
      ]);

      for (const path of ['/api/audit', `/api/audit?kind=user&recordId=${admin.user.id}`, '/api/audit?kind=product']) {
        const refused = await call(target, 'GET', path, { token: staff.accessToken });
        expect({ path, status: refused.status, code: refused.body.code }).toEqual({
          path,
          status: 403,
          code: 'audit.adminOnly',
        });
      }
      const activity = await call(target, 'GET', `/api/audit?userId=${staff.user.id}&kind=product`, {
        token: admin.accessToken,
      });
      expect(activity.status).toBe(200);
      expect((activity.body.items as { recordId: string }[]).filter((e) => e.recordId === id)).toHaveLength(2);

      const entryId = (history.body.items as { id: string }[])[0]?.id ?? '';
      for (const [who, token] of [
        ['user', staff.accessToken],
        ['admin', admin.accessToken],
      ] as const) {
        for (const [method, path] of [
          ['PUT', `/api/audit/${entryId}`],
          ['PATCH', `/api/audit/${entryId}`],
          ['DELETE', `/api/audit/${entryId}`],
          ['DELETE', `/api/audit?kind=product&recordId=${id}`],
          ['POST', '/api/audit'],
        ] as const) {
          const attempt = await call(target, method, path, { token, body: {} });
          expect({ who, method, path, status: attempt.status }).toEqual({ who, method, path, status: 404 });
        }
      }
      const still = await call(target, 'GET', `/api/audit?kind=product&recordId=${id}`, { token: admin.accessToken });
      expect(still.body.total).toBe(2);
    });
  });
}
