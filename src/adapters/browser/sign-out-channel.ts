import type { SignOutChannel } from '../../application/ports/sign-out-channel.port';

/**
 * Tells the app's other tabs that someone signed out here, so each drops its session at once: over
 * BroadcastChannel, and through a localStorage write (its `storage` event) where BroadcastChannel is missing.
 */
const NAME = 'freightdesk.signed-out';

type WindowLike = Pick<Window, 'addEventListener' | 'removeEventListener' | 'localStorage'>;

export function createSignOutChannel(win: WindowLike | undefined): SignOutChannel | null {
  if (!win) return null;
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(NAME);
  return {
    announce() {
      if (channel) {
        channel.postMessage('signed-out');
        return;
      }
      try {
        win.localStorage.setItem(NAME, String(Date.now()));
        win.localStorage.removeItem(NAME);
      } catch {
        // Storage refused (private mode): the other tabs learn it at their next refused request.
      }
    },
    listen(listener) {
      const onMessage = () => listener();
      const onStorage = (event: StorageEvent) => {
        if (event.key === NAME && event.newValue !== null) listener();
      };
      channel?.addEventListener('message', onMessage);
      if (!channel) win.addEventListener('storage', onStorage);
      return () => {
        channel?.removeEventListener('message', onMessage);
        win.removeEventListener('storage', onStorage);
      };
    },
  };
}
