import { describe, expect, it } from 'vitest';
import { AppError } from '../../../src/application/errors/app-error';
import { mayPassOnRetry, runInBatches, type BulkProgress } from '../../../src/application/freight/freight-bulk-run';
import type { FreightListQuery } from '../../../src/domain/freight/freight-query';
import { freightInputOf, type FreightInput } from '../../../src/domain/freight/freight-record';
import { aFreight } from '../../domain/freight/freight-test-data';
import { coreHarness, STAFF } from '../support/core-harness';

const input = (patch: Partial<FreightInput> = {}): FreightInput => ({ ...freightInputOf(aFreight()), ...patch });
const drafts = (carrier: string): FreightListQuery => ({
  text: '',
  filters: { status: ['draft'], carrier },
  sort: { field: 'reference', direction: 'asc' },
  page: 1,
  pageSize: 20,
});

/** `count` drafts of one carrier, and the ids the freight list's filter matches for them. */
async function seeded(count: number) {
  const harness = coreHarness();
  for (let i = 0; i < count; i += 1) await harness.backend.freight.create(STAFF, input({ carrier: 'Bulk Line' }));
  await harness.backend.freight.create(STAFF, input({ carrier: 'Other Line' }));
  const ids = await harness.backend.freight.matchingIds(STAFF, drafts('Bulk Line'));
  return { ...harness, ids };
}

describe('a bulk change over every shipment that matches', () => {
  it('selects every match of the filter, not only a page, in the list order', async () => {
    const { ids, data } = await seeded(45);
    expect(ids).toHaveLength(45);
    const references = ids.map((id) => data.freight.get(id)?.reference ?? '');
    expect(references).toEqual([...references].sort());
    expect(ids.every((id) => data.freight.get(id)?.carrier === 'Bulk Line')).toBe(true);
  });

  it('cancels 250 drafts in batches of 100, one request each, telling the progress after each', async () => {
    const { backend, data, ids } = await seeded(250);
    const batches: number[] = [];
    const progress: BulkProgress[] = [];
    const outcome = await runInBatches(
      (batch) => {
        batches.push(batch.length);
        return backend.freight.transitionMany(STAFF, batch, 'cancel');
      },
      ids,
      { onProgress: (p) => progress.push(p) },
    );
    expect(batches).toEqual([100, 100, 50]);
    expect(progress.map((p) => [p.done, p.updated])).toEqual([
      [100, 100],
      [200, 200],
      [250, 250],
    ]);
    expect(outcome).toMatchObject({ done: 250, total: 250, updated: 250, refused: [], stopped: false, notSent: [] });
    expect([...data.freight.values()].filter((r) => r.status === 'cancelled')).toHaveLength(250);
  });

  it('reports per shipment what was refused and why, and the others still move', async () => {
    const { backend, ids } = await seeded(250);
    // Someone else cancels three of them after they were selected.
    const gone = [ids[3]!, ids[140]!, ids[249]!];
    await backend.freight.transitionMany(STAFF, gone, 'cancel');
    const outcome = await runInBatches((batch) => backend.freight.transitionMany(STAFF, batch, 'cancel'), ids);
    expect(outcome.updated).toBe(247);
    expect(outcome.refused.map((r) => r.id)).toEqual(gone);
    expect(outcome.refused[0]).toMatchObject({
      code: 'freight.transition.notAllowedFrom',
      details: { from: 'cancelled' },
    });
    expect(outcome.refused.every((r) => r.reference.startsWith('FR-'))).toBe(true);
  });

  it('counts a batch that failed as a whole as refused, and a retry of the refused ones moves them', async () => {
    const { backend, data, ids } = await seeded(30);
    let calls = 0;
    const flaky = (batch: readonly string[]) => {
      calls += 1;
      if (calls === 2) return Promise.reject(new AppError('network', 'No answer.'));
      return backend.freight.transitionMany(STAFF, batch, 'cancel');
    };
    const first = await runInBatches(flaky, ids, { batchSize: 10 });
    expect(first.updated).toBe(20);
    expect(first.refused).toEqual(ids.slice(10, 20).map((id) => ({ id, reference: '', code: 'network' })));

    const retry = await runInBatches(
      (batch) => backend.freight.transitionMany(STAFF, batch, 'cancel'),
      first.refused.map((r) => r.id),
      { batchSize: 10 },
    );
    expect(retry).toMatchObject({ total: 10, updated: 10, refused: [] });
    expect(ids.every((id) => data.freight.get(id)?.status === 'cancelled')).toBe(true);
  });

  it('stops between batches when asked, and says which were never sent', async () => {
    const { backend, data, ids } = await seeded(25);
    let stop = false;
    const outcome = await runInBatches((batch) => backend.freight.transitionMany(STAFF, batch, 'cancel'), ids, {
      batchSize: 10,
      onProgress: (p) => {
        if (p.done === 10) stop = true;
      },
      stopRequested: () => stop,
    });
    expect(outcome).toMatchObject({ done: 10, total: 25, updated: 10, stopped: true });
    expect(outcome.notSent).toEqual(ids.slice(10));
    expect(ids.slice(10).every((id) => data.freight.get(id)?.status === 'draft')).toBe(true);
  });
});

describe('which refusals another try may get past', () => {
  it('offers again what got no answer or met a changed record, never what the rules refused', () => {
    const refused = (code: string) => ({ id: 'f-1', reference: 'FR-2026-000001', code });
    for (const code of ['network', 'timeout', 'server', 'malformed', 'record.stale', 'request.rateLimited']) {
      expect(mayPassOnRetry(refused(code)), code).toBe(true);
    }
    for (const code of [
      'freight.transition.notAllowedFrom',
      'freight.transition.bookingIncomplete',
      'record.notFound',
    ]) {
      expect(mayPassOnRetry(refused(code)), code).toBe(false);
    }
  });
});
