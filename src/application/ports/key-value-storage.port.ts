/** Small string values kept in the browser (preferences, sessions). Scope picks persistence. */
export type StorageScope = 'local' | 'session';

export interface KeyValueStorage {
  get(key: string, scope?: StorageScope): string | null;
  set(key: string, value: string, scope?: StorageScope): void;
  remove(key: string, scope?: StorageScope): void;
}
