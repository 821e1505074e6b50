import { describe, expect, it } from 'vitest';
import { emptyMemoryData } from '../../../src/adapters/memory/memory-data';
import { restoreTable } from '../../../src/adapters/memory/memory-snapshot';
import { createMemoryStores } from '../../../src/adapters/memory/memory-stores';
import { sampleContact } from '../contracts/master-data-samples';

describe('memory snapshot of an older app version', () => {
  it('reads contacts kept before they could be made inactive as active ones the picker offers', async () => {
    const data = emptyMemoryData();
    const { active: _active, ...older } = { ...sampleContact('Kept'), id: 'c-kept', updatedAt: '2026-01-01T00:00:00Z' };
    const idle = { ...sampleContact('Idle'), id: 'c-idle', updatedAt: '2026-01-01T00:00:00Z', active: false };
    restoreTable(data, 'contacts', [older, idle]);
    expect(data.contacts.get('c-kept')?.active).toBe(true);
    expect(data.contacts.get('c-idle')?.active).toBe(false);
    const stores = createMemoryStores(data);
    expect((await stores.contacts.lookup('contract', { limit: 5 })).map((c) => c.id)).toEqual(['c-kept']);
  });
});
