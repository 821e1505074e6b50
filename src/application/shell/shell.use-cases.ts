import type { Bookmark } from '../../domain/bookmarks/bookmarks';
import {
  parseCustomizerSettings,
  serializeCustomizerSettings,
  type CustomizerSettings,
} from '../../domain/customizer/customizer-settings';
import type { BookmarkRepository } from '../ports/bookmark-repository.port';
import type { KeyValueStorage } from '../ports/key-value-storage.port';

/** Versioned: a change of shape gets a new key instead of misreading an old value. */
export const CUSTOMIZER_STORAGE_KEY = 'freightdesk.customizer.v1';

export interface ShellUseCases {
  loadBookmarks(signal?: AbortSignal): Promise<Bookmark[]>;
  /** Stars or un-stars, then returns the reloaded list (the server is the truth). */
  toggleBookmark(bookmark: Bookmark): Promise<Bookmark[]>;
  loadCustomizer(): CustomizerSettings;
  saveCustomizer(settings: CustomizerSettings): void;
}

export interface ShellPorts {
  readonly bookmarks: BookmarkRepository;
}

export interface ShellDeps extends ShellPorts {
  readonly storage: KeyValueStorage;
}

export function makeShellUseCases(deps: ShellDeps): ShellUseCases {
  return {
    loadBookmarks: (signal) => deps.bookmarks.list(signal),
    toggleBookmark: async (bookmark) => {
      await deps.bookmarks.toggleStarred(bookmark);
      return deps.bookmarks.list();
    },
    loadCustomizer: () => parseCustomizerSettings(deps.storage.get(CUSTOMIZER_STORAGE_KEY)),
    saveCustomizer: (settings) => deps.storage.set(CUSTOMIZER_STORAGE_KEY, serializeCustomizerSettings(settings)),
  };
}
