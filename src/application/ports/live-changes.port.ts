import type { RecordChange } from './change-feed.port';

/**
 * The changes other people (and this person elsewhere) commit, told to a signed-in screen as they happen so it
 * reads again what it shows. A change names a record, never its content.
 */
export type LiveChange = Omit<RecordChange, 'audience'>;

/** A change, or `reset`: changes may have been missed (the backend no longer kept them), so read everything again. */
export type LiveMessage = { readonly type: 'change'; readonly change: LiveChange } | { readonly type: 'reset' };

export type LiveListener = (message: LiveMessage) => void;

export interface LiveChanges {
  /** Starts listening (the first listener opens the connection); the answer stops it (the last one closes it). */
  subscribe(listener: LiveListener): () => void;
}

/** A backend that tells no changes (yet): screens fall back to reading again when the window regains focus. */
export const noLiveChanges: LiveChanges = { subscribe: () => () => undefined };
