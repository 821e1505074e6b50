import type { LiveChanges } from '../../application/ports/live-changes.port';

/**
 * Live changes whose implementation is downloaded on the first subscription (a signed-in screen), so that the
 * sign-in pages never carry the stream reader. A subscription ended before the download finished opens nothing.
 */
export function lazyLiveChanges(load: () => Promise<LiveChanges>): LiveChanges {
  let loaded: Promise<LiveChanges> | null = null;
  return {
    subscribe(listener) {
      let stop: (() => void) | null = null;
      let ended = false;
      loaded ??= load().catch((error: unknown) => {
        loaded = null;
        throw error;
      });
      loaded.then(
        (live) => {
          if (!ended) stop = live.subscribe(listener);
        },
        () => undefined,
      );
      return () => {
        ended = true;
        stop?.();
      };
    },
  };
}
