import type { AccountChange, AuthGateway } from '../ports/auth-gateway.port';

/** Listeners of one kind of event: each added one is told until it unsubscribes. */
function listeners<A extends unknown[]>() {
  const all = new Set<(...args: A) => void>();
  return {
    emit: (...args: A) => all.forEach((listener) => listener(...args)),
    subscribe: (listener: (...args: A) => void) => {
      all.add(listener);
      return () => all.delete(listener);
    },
  };
}

/**
 * What an auth gateway tells the session about: the session ended, another tab signed out, the account changed.
 * A gateway emits; the `on…` members are the port's subscriptions, spread into the gateway.
 */
export function makeSessionSignals() {
  const ended = listeners<[]>();
  const elsewhere = listeners<[]>();
  const changed = listeners<[AccountChange]>();
  const subscriptions: Pick<AuthGateway, 'onSessionEnded' | 'onSignedOutElsewhere' | 'onAccountChanged'> = {
    onSessionEnded: ended.subscribe,
    onSignedOutElsewhere: elsewhere.subscribe,
    onAccountChanged: changed.subscribe,
  };
  return { ended: ended.emit, signedOutElsewhere: elsewhere.emit, accountChanged: changed.emit, subscriptions };
}
