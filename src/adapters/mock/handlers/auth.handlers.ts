import { createUsersFixture, publicUser, USERS_TABLE, type MockUserRow } from '../fixtures/users.fixture';
import { requestUser, signToken, verifyToken } from '../mock-jwt';
import { bodyRecord, fail, ok } from '../mock-responses';
import type { MockHandlersModule } from '../mock-server';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const messageOf = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'Something went wrong';

/** The spec's authenticate endpoints (section 7), with its error texts and statuses (section 8). */
export const handlers: MockHandlersModule = {
  area: 'product',
  register(router, context) {
    const { db } = context;
    db.define<MockUserRow>(USERS_TABLE, createUsersFixture);
    const users = () => db.table<MockUserRow>(USERS_TABLE);
    const session = async (user: MockUserRow) => ({
      user: { ...publicUser(user), loggedInWith: 'jwt' as const },
      accessToken: await signToken(user.id, context.now()),
    });

    // Bad credentials answer 200 with an error field, as the original mock did.
    router.post('/api/authenticate/login/user', async (request) => {
      try {
        const { email, password } = bodyRecord(request);
        const user = users().find(
          (row) => row.email === text(email).trim().toLowerCase() && row.password === text(password),
        );
        if (!user || user.status !== 'active') return ok({ error: 'Email Or Password Invalid' });
        return ok(await session(user));
      } catch (error) {
        return ok({ error: messageOf(error) });
      }
    });

    router.post('/api/authenticate/register/user', async (request) => {
      try {
        const body = bodyRecord(request);
        const email = text(body.email).trim().toLowerCase();
        const name = text(body.name).trim();
        const error = {
          email: users().some((row) => row.email === email) ? 'This email is already in use.' : null,
          name: name === '' ? 'Please enter your name.' : null,
        };
        // The original checked a non-existent `username` key, so an empty name slipped through.
        if (error.email || error.name) return ok({ error });
        if (!/^[^@\s]+@[^@\s]+$/.test(email) || text(body.password).length < 6) {
          return ok({
            error: { email: null, name: null, password: 'Use a valid email and a password of at least 6 characters.' },
          });
        }
        const id = `u-${users().length + 1}-${Date.now().toString(36)}`;
        const row: MockUserRow = {
          id,
          auth: `auth-${id}`,
          name,
          email,
          password: text(body.password),
          status: 'active',
          rule: 'user',
        };
        users().push(row);
        return ok(await session(row));
      } catch (error) {
        return ok({ error: messageOf(error) });
      }
    });

    router.post('/api/authenticate/refresh-token', async (request) => {
      const id = await verifyToken(bodyRecord(request).accessToken, context.now());
      const user = id ? users().find((row) => row.id === id && row.status === 'active') : undefined;
      if (!user) return fail(401, 'Invalid access token.');
      // The original read a missing expiry setting here; the new token gets the full lifetime.
      return ok({ userData: publicUser(user), accessToken: await signToken(user.id, context.now()) });
    });

    // Who the bearer token belongs to: lets the app (and tests) prove the 401 -> refresh path.
    router.get('/api/authenticate/me', async (request) => {
      const user = await requestUser(request, context);
      return user ? ok({ userData: publicUser(user) }) : fail(401, 'Invalid access token.');
    });

    // No mail is sent by the mock: the answer is the same whether or not the address is known.
    router.post('/api/authenticate/forgot-password', () => ok({ sent: true }));

    router.post('/api/authenticate/reset-password', async (request) => {
      const body = bodyRecord(request);
      const id = await verifyToken(body.code, context.now(), 'reset');
      const user = id ? users().find((row) => row.id === id) : undefined;
      if (!user) return fail(400, 'This reset link is invalid or has expired.');
      if (text(body.password).length < 6)
        return fail(400, 'Use a password of at least 6 characters.', { password: 'min6' });
      user.password = text(body.password);
      return ok({ reset: true });
    });
  },
};
