import type { ActorRef } from '../../domain/freight/freight-record';

/**
 * The committed changes of records, told to every signed-in screen so it refetches what changed. A change names
 * the record, never its content: a screen reads the record through the REST routes, under their rules.
 */
export const CHANGE_KINDS = ['freight', 'product', 'contact', 'user', 'savedView'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];
export type ChangeAction = 'create' | 'update' | 'delete';

/** Who may hear of a saved view: its owner, and everyone while it is shared (before or after the change). */
export interface ViewAudience {
  readonly ownerId: string;
  readonly shared: boolean;
  readonly wasShared: boolean;
}

export interface RecordChange {
  readonly kind: ChangeKind;
  readonly id: string;
  /** The record's `updatedAt` after the change; null when it was deleted. */
  readonly version: string | null;
  readonly action: ChangeAction;
  readonly by: ActorRef;
  readonly at: string;
  /** Saved views only: other people's private views are not announced. */
  readonly audience?: ViewAudience;
}

/** A change as numbered for every copy of the server: `seq` grows by one per change, in the order all copies see. */
export interface ChangeEvent extends RecordChange {
  readonly seq: number;
}

/** What a relay delivers to: its copy's feed. */
export interface ChangeSink {
  /** Numbered changes, in order. */
  deliver(events: readonly ChangeEvent[]): void;
  /** The last number issued so far: changes up to it may have been missed (start-up, a lost connection). */
  caughtUp(lastSeq: number): void;
}

/**
 * Carries committed changes to every copy of the server, its own included (PostgreSQL LISTEN/NOTIFY between
 * copies; in the process on an embedded database), numbering them once for all.
 */
export interface ChangeRelay {
  /** Called only after the changes committed; never fails the caller (a lost announcement is logged). */
  publish(changes: readonly RecordChange[]): void;
  /** Starts delivering to `sink`, once it is told the last number issued before. */
  start(sink: ChangeSink): Promise<void>;
  close(): Promise<void>;
}
