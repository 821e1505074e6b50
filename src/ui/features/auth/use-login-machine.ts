import { useCallback, useEffect, useRef, useState } from 'react';
import type { Session } from '../../../application/auth/session';
import { toAppError } from '../../../application/errors/app-error';
import type { Credentials } from '../../../application/ports/auth-gateway.port';
import type { LoginEvent } from '../../../machines/login/login.types';
import { firstContentfulPaint } from '../../first-contentful-paint';
import type { LoginActor, LoginView } from './login-actor';

const IDLE: LoginView = { busy: false, locked: false, signedIn: false, error: null, session: null };

/**
 * The login machine (src/machines/login), started once the page has painted (an effect may run before): the
 * machine and xstate come in a chunk of their own, so the sign-in page paints without them. Until it runs the form is idle; an event
 * sent before (a very quick submit) waits for it.
 */
export function useLoginMachine(
  authenticate: (credentials: Credentials) => Promise<Session>,
): readonly [LoginView, (event: LoginEvent) => void] {
  const [view, setView] = useState<LoginView>(IDLE);
  const actor = useRef<Promise<LoginActor> | null>(null);
  useEffect(() => {
    let live = true;
    let stop = () => undefined as void;
    const started = firstContentfulPaint()
      .then(() => import('./login-actor'))
      .then(({ startLoginActor }) => startLoginActor(authenticate));
    actor.current = started;
    started.then(
      (running) => {
        if (!live) {
          running.stop();
          return;
        }
        const unsubscribe = running.subscribe(setView);
        stop = () => {
          unsubscribe();
          running.stop();
        };
      },
      (error: unknown) => live && setView({ ...IDLE, error: toAppError(error) }),
    );
    return () => {
      live = false;
      stop();
    };
  }, [authenticate]);
  const send = useCallback((event: LoginEvent) => {
    void actor.current?.then((running) => running.send(event));
  }, []);
  return [view, send] as const;
}
