import { assign, fromPromise, setup } from 'xstate';
import type { Session } from '../../application/auth/session';
import { toAppError } from '../../application/errors/app-error';
import type { Credentials } from '../../application/ports/auth-gateway.port';
import { LOGIN_LOCK_MS, shouldLockAfter } from '../../domain/acl/login-throttle';
import type { LoginContext, LoginEvent } from './login.types';

/**
 * idle -> submitting -> signedIn | failed; repeated failures lock the form for a short while.
 * `authenticate` is provided by the page (the auth use case), so tests pass a fake.
 */
export const loginMachine = setup({
  types: { context: {} as LoginContext, events: {} as LoginEvent },
  actors: {
    authenticate: fromPromise<Session, Credentials>(async () => {
      throw new Error('authenticate is not provided');
    }),
  },
  guards: {
    lockReached: ({ context }) => shouldLockAfter(context.failures + 1),
  },
  delays: { lockDuration: LOGIN_LOCK_MS },
}).createMachine({
  id: 'login',
  context: { failures: 0, error: null, session: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'credentials.submitted': 'submitting' },
    },
    submitting: {
      invoke: {
        src: 'authenticate',
        input: ({ event }) => (event as Extract<LoginEvent, { type: 'credentials.submitted' }>).credentials,
        onDone: {
          target: 'signedIn',
          actions: assign({ session: ({ event }) => event.output, error: null, failures: 0 }),
        },
        onError: [
          {
            guard: 'lockReached',
            target: 'locked',
            actions: assign({
              error: ({ event }) => toAppError(event.error),
              failures: ({ context }) => context.failures + 1,
            }),
          },
          {
            target: 'failed',
            actions: assign({
              error: ({ event }) => toAppError(event.error),
              failures: ({ context }) => context.failures + 1,
            }),
          },
        ],
      },
    },
    failed: {
      on: {
        'credentials.submitted': 'submitting',
        'error.dismissed': { target: 'idle', actions: assign({ error: null }) },
      },
    },
    locked: {
      after: { lockDuration: { target: 'idle', actions: assign({ failures: 0, error: null }) } },
    },
    signedIn: {
      on: { 'session.ended': { target: 'idle', actions: assign({ session: null, error: null, failures: 0 }) } },
    },
  },
});
