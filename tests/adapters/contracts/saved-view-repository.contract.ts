import { describe, expect, it } from 'vitest';
import type { SavedViewRepository } from '../../../src/application/ports/saved-view-repository.port';
import type { SavedViewDraft } from '../../../src/domain/saved-view/saved-view';

/** Two members of staff on one fresh backend: an ordinary one and an admin. */
export interface SavedViewHarness {
  readonly staff: SavedViewRepository;
  readonly admin: SavedViewRepository;
}

const draft = (patch: Partial<SavedViewDraft> = {}): SavedViewDraft => ({
  list: 'freight',
  name: 'Drafts to Rotterdam',
  shared: false,
  state: { status: ['draft'], q: 'Rotterdam', pageSize: 50, sort: 'eta', dir: 'desc' },
  columns: [
    { id: 'reference', visible: true },
    { id: 'carrier', visible: false },
    { id: 'status', visible: true },
  ],
  ...patch,
});

const codeOf = async (attempt: Promise<unknown>) =>
  attempt.then(
    () => 'done',
    (error: { code?: string }) => error.code,
  );

/** What the screens rely on from saved views, on every backend. */
export function savedViewRepositoryContract(name: string, setup: () => Promise<SavedViewHarness>): void {
  describe(`saved view repository: ${name}`, () => {
    it('saves a private view its owner reads back and no one else sees', async () => {
      const { staff, admin } = await setup();
      const view = await staff.create(draft({ name: '  Drafts to Rotterdam  ' }));
      expect(view).toMatchObject({ ...draft(), shared: false });
      expect(view.ownerName).not.toBe('');
      expect(await staff.get(view.id)).toEqual(view);
      expect((await staff.list('freight')).views.map((v) => v.id)).toEqual([view.id]);
      expect((await admin.list('freight')).views).toEqual([]);
      expect(await codeOf(admin.get(view.id))).toBe('record.notFound');
      expect((await staff.list('products')).views).toEqual([]);
    });

    it('shares a view with all staff; only its owner, or an admin keeping it shared, changes it', async () => {
      const { staff, admin } = await setup();
      const mine = await admin.create(draft({ name: 'Team view', shared: true }));
      expect((await staff.list('freight')).views.map((v) => v.id)).toEqual([mine.id]);
      expect(await staff.get(mine.id)).toEqual(mine);
      expect(await codeOf(staff.update(mine.id, draft({ name: 'Taken', shared: true })))).toBe('view.notYours');
      expect(await codeOf(staff.remove(mine.id))).toBe('view.notYours');

      const theirs = await staff.create(draft({ name: 'Shared by staff', shared: true }));
      const tidied = await admin.update(theirs.id, draft({ name: 'Tidied by admin', shared: true }));
      expect(tidied).toMatchObject({ name: 'Tidied by admin', ownerId: theirs.ownerId, shared: true });
      expect(await codeOf(admin.update(theirs.id, draft({ shared: false })))).toBe('view.notYours');
      const unshared = await staff.update(theirs.id, draft({ name: 'Mine again', shared: false }));
      expect(unshared.shared).toBe(false);
      expect(await codeOf(admin.get(theirs.id))).toBe('record.notFound');
      expect(await codeOf(admin.remove(theirs.id))).toBe('record.notFound');
      await staff.remove(theirs.id);
      expect(await codeOf(staff.get(theirs.id))).toBe('record.notFound');
      await admin.remove(mine.id);
      expect((await staff.list('freight')).views).toEqual([]);
    });

    it("lists the caller's own views first, then the shared ones, each by name", async () => {
      const { staff, admin } = await setup();
      await admin.create(draft({ name: 'A shared', shared: true }));
      await staff.create(draft({ name: 'b mine' }));
      await staff.create(draft({ name: 'C mine', shared: true }));
      expect((await staff.list('freight')).views.map((v) => v.name)).toEqual(['b mine', 'C mine', 'A shared']);
      expect((await admin.list('freight')).views.map((v) => v.name)).toEqual(['A shared', 'C mine']);
    });

    it('keeps one default per person and list, of a view the person reads', async () => {
      const { staff, admin } = await setup();
      const shared = await admin.create(draft({ name: 'Team', shared: true }));
      const own = await staff.create(draft({ name: 'Own' }));
      await staff.setDefault('freight', shared.id);
      expect((await staff.list('freight')).defaultId).toBe(shared.id);
      expect((await admin.list('freight')).defaultId).toBeNull();
      await staff.setDefault('freight', own.id);
      expect((await staff.list('freight')).defaultId).toBe(own.id);
      expect(await codeOf(admin.setDefault('freight', own.id))).toBe('record.notFound');
      const product = await staff.create(draft({ list: 'products', name: 'Products', state: {}, columns: [] }));
      expect(await codeOf(staff.setDefault('freight', product.id))).toBe('record.invalid');
      await staff.remove(own.id);
      expect((await staff.list('freight')).defaultId).toBeNull();
      await staff.setDefault('freight', shared.id);
      await staff.setDefault('freight', null);
      expect((await staff.list('freight')).defaultId).toBeNull();
    });

    it('refuses a view without a name, with too long a name, with no column shown or with a page kept', async () => {
      const { staff } = await setup();
      const refusal = (patch: Partial<SavedViewDraft>) =>
        staff.create(draft(patch)).then(
          () => null,
          (error: { code?: string; fieldErrors?: Record<string, string> }) => [error.code, error.fieldErrors],
        );
      expect(await refusal({ name: '   ' })).toEqual(['record.invalid', { name: 'required' }]);
      expect(await refusal({ name: 'x'.repeat(61) })).toEqual(['record.invalid', { name: 'tooLong' }]);
      expect(await refusal({ columns: [{ id: 'reference', visible: false }] })).toEqual([
        'record.invalid',
        { columns: 'noneShown' },
      ]);
      expect(await refusal({ state: { page: 3 } })).toEqual(['record.invalid', { state: 'invalid' }]);
      expect((await staff.list('freight')).views).toEqual([]);
    });
  });
}
