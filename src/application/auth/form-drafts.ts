import type { KeyValueStorage } from '../ports/key-value-storage.port';

/**
 * What a person had typed into an open record form when their session ended, kept in this browser under
 * their own user id (another person signing in here never sees it) until they save or discard it.
 */
export interface FormDraft {
  /** The record as the person knows it (a freight number, a product code), or '' for a new one. */
  readonly label: string;
  readonly values: Readonly<Record<string, unknown>>;
  /** The record version the input was typed on, when the form saves against one. */
  readonly version?: string;
  readonly keptAt: number;
}

export interface FormDrafts {
  keep(
    userId: string,
    key: string,
    draft: { readonly label: string; readonly values: object; readonly version?: string },
  ): void;
  find(userId: string, key: string): FormDraft | null;
  drop(userId: string, key: string): void;
}

const PREFIX = 'freightdesk.form-drafts.';
/** A draft nobody came back to for this long is forgotten. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** Fields never written to storage, whatever the form. */
const SECRET = /password|secret|token/i;

type Stored = Record<string, FormDraft>;

function isDraft(value: unknown): value is FormDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Record<string, unknown>;
  return (
    typeof draft.label === 'string' &&
    typeof draft.keptAt === 'number' &&
    (draft.version === undefined || typeof draft.version === 'string') &&
    typeof draft.values === 'object' &&
    draft.values !== null &&
    !Array.isArray(draft.values)
  );
}

export function createFormDrafts(storage: KeyValueStorage, now: () => number): FormDrafts {
  const read = (userId: string): Stored => {
    try {
      const parsed: unknown = JSON.parse(storage.get(PREFIX + userId) ?? '{}');
      if (typeof parsed !== 'object' || parsed === null) return {};
      return Object.fromEntries(Object.entries(parsed).filter(([, draft]) => isDraft(draft))) as Stored;
    } catch {
      return {};
    }
  };
  const write = (userId: string, drafts: Stored) => {
    if (Object.keys(drafts).length === 0) storage.remove(PREFIX + userId);
    else storage.set(PREFIX + userId, JSON.stringify(drafts));
  };
  return {
    keep(userId, key, { label, values, version }) {
      const kept = Object.fromEntries(Object.entries(values).filter(([field]) => !SECRET.test(field)));
      const draft: FormDraft = { label, values: kept, keptAt: now(), ...(version === undefined ? {} : { version }) };
      write(userId, { ...read(userId), [key]: draft });
    },
    find(userId, key) {
      const draft = read(userId)[key];
      if (!draft) return null;
      if (now() - draft.keptAt <= DRAFT_MAX_AGE_MS) return draft;
      this.drop(userId, key);
      return null;
    },
    drop(userId, key) {
      const drafts = read(userId);
      if (!(key in drafts)) return;
      delete drafts[key];
      write(userId, drafts);
    },
  };
}
