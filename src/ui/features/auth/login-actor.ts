import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { Session } from '../../../application/auth/session';
import type { AppError } from '../../../application/errors/app-error';
import type { Credentials } from '../../../application/ports/auth-gateway.port';
import { loginMachine } from '../../../machines/login/login.machine';
import type { LoginEvent } from '../../../machines/login/login.types';

/** What the login form shows of the login machine. */
export interface LoginView {
  readonly busy: boolean;
  readonly locked: boolean;
  readonly signedIn: boolean;
  readonly error: AppError | null;
  readonly session: Session | null;
}

/** The login machine running, as the form reads it (this module and xstate load after the form paints). */
export interface LoginActor {
  send(event: LoginEvent): void;
  subscribe(listener: (view: LoginView) => void): () => void;
  stop(): void;
}

const viewOf = (state: SnapshotFrom<typeof loginMachine>): LoginView => ({
  busy: state.matches('submitting') || state.matches('signedIn'),
  locked: state.matches('locked'),
  signedIn: state.matches('signedIn'),
  error: state.context.error,
  session: state.context.session,
});

export function startLoginActor(authenticate: (credentials: Credentials) => Promise<Session>): LoginActor {
  const actor = createActor(
    loginMachine.provide({
      actors: { authenticate: fromPromise<Session, Credentials>(({ input }) => authenticate(input)) },
    }),
  );
  actor.start();
  return {
    send: (event) => actor.send(event),
    subscribe(listener) {
      listener(viewOf(actor.getSnapshot()));
      const subscription = actor.subscribe((state) => listener(viewOf(state)));
      return () => subscription.unsubscribe();
    },
    stop: () => actor.stop(),
  };
}
