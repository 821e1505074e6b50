import { AppError } from '../../../src/application/errors/app-error';
import type { AuthGateway } from '../../../src/application/ports/auth-gateway.port';
import type { LoginProvider } from '../../../src/application/auth/session';

export interface ContractAccount {
  readonly email: string;
  readonly password: string;
  readonly name: string;
  readonly role: 'admin' | 'user';
}

/** What an adapter's test provides: a gateway, and a way to reopen the app in the same browser. */
export interface AuthGatewayHarness {
  readonly provider: LoginProvider;
  readonly admin: ContractAccount;
  readonly staff: ContractAccount;
  gateway(): AuthGateway;
  /** Simulates a page reload: a new gateway over the same browser storage. */
  reopen(): Promise<AuthGateway>;
}

/** The behaviour every AuthGateway adapter must show, whatever the backend. */
export function authGatewayContract(
  label: string,
  harness: () => AuthGatewayHarness | Promise<AuthGatewayHarness>,
): void {
  describe(`AuthGateway contract: ${label}`, () => {
    it('signs an admin in with the role from the backend', async () => {
      const h = await harness();
      const session = await h.gateway().login({ email: h.admin.email, password: h.admin.password, remember: false });
      expect(session).toMatchObject({
        email: h.admin.email,
        name: h.admin.name,
        role: 'admin',
        loggedInWith: h.provider,
      });
      expect(session.userId).not.toBe('');
    });

    it('signs a plain member of staff in as role user', async () => {
      const h = await harness();
      const session = await h.gateway().login({ email: h.staff.email, password: h.staff.password, remember: false });
      expect(session.role).toBe('user');
    });

    it.each([
      ['a wrong password', (h: AuthGatewayHarness) => ({ email: h.staff.email, password: 'wrong-password' })],
      ['an unknown email', () => ({ email: 'nobody@demo.com', password: 'demodemo' })],
    ])('refuses %s with "Email Or Password Invalid"', async (_case, credentials) => {
      const h = await harness();
      const attempt = h.gateway().login({ ...credentials(h), remember: false });
      await expect(attempt).rejects.toBeInstanceOf(AppError);
      await expect(attempt).rejects.toMatchObject({ kind: 'validation', message: 'Email Or Password Invalid' });
    });

    it('restores a remembered session after a reload, role re-read from the backend', async () => {
      const h = await harness();
      const signedIn = await h.gateway().login({ email: h.staff.email, password: h.staff.password, remember: true });
      const restored = await (await h.reopen()).restore();
      expect(restored).toEqual(signedIn);
    });

    it('restores nothing after logout', async () => {
      const h = await harness();
      const gateway = h.gateway();
      await gateway.login({ email: h.admin.email, password: h.admin.password, remember: true });
      await gateway.logout();
      await expect((await h.reopen()).restore()).resolves.toBeNull();
    });
  });
}
