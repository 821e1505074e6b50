import { describe, expect, it } from 'vitest';
import type { SavedViewStore } from '../../../../src/application/ports/store/saved-view-store.port';
import type { SavedView } from '../../../../src/domain/saved-view/saved-view';

export function aStoredView(n: number, patch: Partial<SavedView> = {}): SavedView {
  return {
    id: `v-${n}`,
    list: 'freight',
    name: `View ${n}`,
    shared: false,
    state: { status: ['draft', 'booked'], q: 'Rotterdam', pageSize: 50, sort: 'eta', dir: 'desc' },
    columns: [
      { id: 'reference', visible: true },
      { id: 'carrier', visible: false },
    ],
    ownerId: 'u-1',
    ownerName: 'User 1',
    createdAt: '2026-11-23T12:00:00.000Z',
    updatedAt: '2026-11-23T12:00:00.000Z',
    ...patch,
  };
}

const ids = (views: readonly SavedView[]) => views.map((v) => v.id).sort();

/** What every store family keeps of saved views and each person's default per list. */
export function savedViewStoreContract(setup: () => Promise<{ readonly stores: { readonly views: SavedViewStore } }>) {
  describe('saved views', () => {
    it('keeps a view whole, replaces it, and forgets it', async () => {
      const { views } = (await setup()).stores;
      const view = aStoredView(1);
      await views.put(view);
      expect(await views.get('v-1')).toEqual(view);
      const renamed = { ...view, name: 'Renamed', shared: true, state: {}, columns: [] };
      await views.put(renamed);
      expect(await views.get('v-1')).toEqual(renamed);
      await views.remove('v-1');
      expect(await views.get('v-1')).toBeNull();
      expect(await views.get('v-404')).toBeNull();
    });

    it("lists of one list a person's own views and the shared ones, never another person's private ones", async () => {
      const { views } = (await setup()).stores;
      await views.put(aStoredView(1));
      await views.put(aStoredView(2, { ownerId: 'u-2', shared: true }));
      await views.put(aStoredView(3, { ownerId: 'u-2' }));
      await views.put(aStoredView(4, { list: 'products' }));
      await views.put(aStoredView(5, { ownerId: 'u-1', shared: true }));
      expect(ids(await views.visible('freight', 'u-1'))).toEqual(['v-1', 'v-2', 'v-5']);
      expect(ids(await views.visible('freight', 'u-2'))).toEqual(['v-2', 'v-3', 'v-5']);
      expect(ids(await views.visible('products', 'u-1'))).toEqual(['v-4']);
      expect(await views.visible('users', 'u-1')).toEqual([]);
    });

    it('keeps one default per person and list: setting one replaces the last, null clears it', async () => {
      const { views } = (await setup()).stores;
      expect(await views.defaultOf('u-1', 'freight')).toBeNull();
      await views.setDefault('u-1', 'freight', 'v-1');
      await views.setDefault('u-1', 'freight', 'v-2');
      await views.setDefault('u-1', 'contacts', 'v-3');
      await views.setDefault('u-2', 'freight', 'v-4');
      expect(await views.defaultOf('u-1', 'freight')).toBe('v-2');
      expect(await views.defaultOf('u-1', 'contacts')).toBe('v-3');
      expect(await views.defaultOf('u-2', 'freight')).toBe('v-4');
      await views.setDefault('u-1', 'freight', null);
      expect(await views.defaultOf('u-1', 'freight')).toBeNull();
      expect(await views.defaultOf('u-1', 'contacts')).toBe('v-3');
    });
  });
}
