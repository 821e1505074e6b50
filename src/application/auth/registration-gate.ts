import { normaliseEmail } from '../../domain/contact/field-rules';
import { windowDecision, type WindowRule } from '../../domain/session/attempt-throttle';
import type { Caller } from './caller';
import { AppError } from '../errors/app-error';
import { refusals } from '../errors/refusals';
import type { Clock } from '../ports/clock.port';
import type { AttemptStore, SettingStore } from '../ports/store/auth-stores.port';
import type { UserQueries } from '../ports/store/master-data-queries.port';
import { reserveAttempt } from './attempt-throttling';

/** Self-registration on the REST backends: open or closed by an admin, throttled, and capped in pending accounts. */
export interface RegistrationSettings {
  /** Whether self-registration is open until an admin says otherwise (closed on the server, open in the demo). */
  readonly openByDefault: boolean;
  readonly perAddress: WindowRule;
  readonly perEmail: WindowRule;
  /** Registrations waiting for approval beyond which new ones are refused. */
  readonly maxPending: number;
}

export const DEFAULT_REGISTRATION_SETTINGS: RegistrationSettings = {
  openByDefault: false,
  perAddress: { limit: 5, windowSeconds: 3600 },
  perEmail: { limit: 3, windowSeconds: 3600 },
  maxPending: 50,
};

const OPEN_SETTING = 'registration.open';

export interface RegistrationGateDeps {
  readonly attempts: AttemptStore;
  readonly appSettings: SettingStore;
  readonly users: UserQueries;
  readonly clock: Clock;
  readonly registration?: RegistrationSettings;
}

export function makeRegistrationGate(deps: RegistrationGateDeps) {
  const { attempts, appSettings, users, clock } = deps;
  const rules = deps.registration ?? DEFAULT_REGISTRATION_SETTINGS;
  const isOpen = async () => {
    const stored = await appSettings.get(OPEN_SETTING);
    return typeof stored === 'boolean' ? stored : rules.openByDefault;
  };
  return {
    registrationOpen: isOpen,

    async setRegistrationOpen(caller: Caller, open: boolean): Promise<boolean> {
      if (caller.role !== 'admin') throw refusals.forbidden('user.adminOnly');
      await appSettings.set(OPEN_SETTING, open);
      return open;
    },

    /** Refuses a registration that may not go ahead now; counts it against its address and its e-mail. */
    async admitRegistration(input: { readonly email: string; readonly address: string }): Promise<void> {
      if (!(await isOpen())) {
        throw new AppError('forbidden', 'Accounts are created by an administrator.', {
          code: 'auth.registration.closed',
        });
      }
      const now = clock.now();
      await reserveAttempt(attempts, `register-address:${input.address}`, (seen) =>
        windowDecision(seen, now, rules.perAddress),
      );
      await reserveAttempt(attempts, `register-email:${normaliseEmail(input.email)}`, (seen) =>
        windowDecision(seen, now, rules.perEmail),
      );
      const pending = await users.list({
        text: '',
        filters: { status: 'pending' },
        sort: null,
        page: 1,
        pageSize: 1,
      });
      if (pending.total >= rules.maxPending) {
        throw new AppError('forbidden', 'Too many registrations wait for approval. Try again later.', {
          code: 'auth.registration.full',
          details: { maxPending: rules.maxPending },
        });
      }
    },
  };
}
