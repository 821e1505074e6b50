import type { DemoAccount } from '../../application/ports/auth-gateway.port';
import { createUsersFixture } from './fixtures/users.fixture';

/** The mock's staff as the login page lists them (mock mode only: the mock is what accepts them). */
export function mockDemoAccounts(): DemoAccount[] {
  return createUsersFixture().map(({ name, email, password, rule }) => ({ name, email, password, role: rule }));
}
