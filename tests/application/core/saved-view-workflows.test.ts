import { describe, expect, it } from 'vitest';
import { createWebStorage } from '../../../src/adapters/browser/web-storage.adapter';
import { emptyMemoryData } from '../../../src/adapters/memory/memory-data';
import { createMemorySavedViewStore } from '../../../src/adapters/memory/memory-saved-views';
import { makeSavedViewService } from '../../../src/application/saved-views/saved-view-service';
import { makeSavedViewUseCases } from '../../../src/application/saved-views/saved-view.use-cases';
import { createLocalSavedViewRepository } from '../../../src/application/local/local-saved-view-repository';
import { VIEWS_PER_LIST_MAX } from '../../../src/domain/saved-view/saved-view';

const caller = { id: 'u-1', name: 'Ana', role: 'user' } as const;

function serviceOnMemory() {
  let n = 0;
  return makeSavedViewService({
    views: createMemorySavedViewStore(emptyMemoryData()),
    clock: { now: () => new Date('2026-11-26T12:00:00Z') },
    ids: { newId: (prefix) => `${prefix}-${(n += 1)}` },
  });
}

describe('saved views', () => {
  it(`keep at most ${VIEWS_PER_LIST_MAX} views per person and list`, async () => {
    const service = serviceOnMemory();
    const draft = (list: 'freight' | 'contacts') => ({ list, name: 'V', shared: false, state: {}, columns: [] });
    for (let i = 0; i < VIEWS_PER_LIST_MAX; i += 1) await service.create(caller, draft('freight'));
    await expect(service.create(caller, draft('freight'))).rejects.toMatchObject({
      code: 'view.tooMany',
      details: { max: VIEWS_PER_LIST_MAX },
    });
    await expect(service.create({ ...caller, id: 'u-2' }, draft('freight'))).resolves.toMatchObject({ ownerId: 'u-2' });
    await expect(service.create(caller, draft('contacts'))).resolves.toMatchObject({ list: 'contacts' });
  });

  it("keep a person's columns of a list in this browser, and ignore what is not a valid arrangement", () => {
    const storage = createWebStorage(window);
    const repository = createLocalSavedViewRepository(serviceOnMemory(), { current: async () => caller });
    const views = makeSavedViewUseCases({ views: repository, storage });
    expect(views.localColumns('u-1', 'freight')).toBeNull();
    const columns = [
      { id: 'status', visible: true },
      { id: 'reference', visible: false },
    ];
    views.saveLocalColumns('u-1', 'freight', columns);
    expect(views.localColumns('u-1', 'freight')).toEqual(columns);
    expect(views.localColumns('u-2', 'freight')).toBeNull();
    expect(views.localColumns('u-1', 'products')).toBeNull();
    storage.set('freightdesk.columns.u-1.products', '{not json');
    expect(views.localColumns('u-1', 'products')).toBeNull();
    storage.set('freightdesk.columns.u-1.products', JSON.stringify([{ id: 'code', visible: false }]));
    expect(views.localColumns('u-1', 'products')).toBeNull();
  });
});
