import { createActor, fromPromise, waitFor } from 'xstate';
import type { Session } from '../../../src/application/auth/session';
import { AppError } from '../../../src/application/errors/app-error';
import type { Credentials } from '../../../src/application/ports/auth-gateway.port';
import { LOGIN_LOCK_MS } from '../../../src/domain/acl/login-throttle';
import { loginMachine } from '../../../src/machines/login/login.machine';

const staff: Session = { userId: 'u-staff', name: 'Staff', email: 'staff@demo.com', role: 'user', loggedInWith: 'jwt' };
const good: Credentials = { email: 'staff@demo.com', password: 'demodemo', remember: false };
const bad: Credentials = { ...good, password: 'nope' };

function start() {
  const calls: Credentials[] = [];
  const machine = loginMachine.provide({
    actors: {
      authenticate: fromPromise<Session, Credentials>(async ({ input }) => {
        calls.push(input);
        if (input.password !== 'demodemo') throw new AppError('validation', 'Email Or Password Invalid');
        return staff;
      }),
    },
  });
  const actor = createActor(machine).start();
  return { actor, calls };
}

describe('login machine', () => {
  afterEach(() => vi.useRealTimers());

  it('signs in with the credentials it was given', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'credentials.submitted', credentials: good });
    expect(actor.getSnapshot().value).toBe('submitting');
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context.session).toEqual(staff);
    expect(calls).toEqual([good]);
  });

  it('fails with the message, then can be retried and dismissed', async () => {
    const { actor } = start();
    actor.send({ type: 'credentials.submitted', credentials: bad });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error?.message).toBe('Email Or Password Invalid');
    expect(actor.getSnapshot().context.failures).toBe(1);
    actor.send({ type: 'error.dismissed' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'credentials.submitted', credentials: good });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context.failures).toBe(0);
  });

  it('locks after five failures in a row, ignores submissions, and unlocks after the delay', async () => {
    vi.useFakeTimers();
    const { actor, calls } = start();
    for (let i = 0; i < 5; i++) {
      actor.send({ type: 'credentials.submitted', credentials: bad });
      await vi.waitFor(() => expect(actor.getSnapshot().matches('submitting')).toBe(false));
    }
    expect(actor.getSnapshot().value).toBe('locked');
    actor.send({ type: 'credentials.submitted', credentials: good });
    expect(calls).toHaveLength(5);
    vi.advanceTimersByTime(LOGIN_LOCK_MS);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.failures).toBe(0);
  });

  it('logout clears everything', async () => {
    const { actor } = start();
    actor.send({ type: 'credentials.submitted', credentials: good });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.ended' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual({ failures: 0, error: null, session: null });
  });
});
