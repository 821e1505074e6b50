import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartyRef } from '../../../src/domain/freight/freight-record';
import { plan, type Observation } from '../support/hardening-report';
import { describeAnswer, isStableRefusal, startHarness, validFreight, type Harness } from './api-harness';

/**
 * The data rules of issue 34 against the Node server on PGlite, through the REST contract: an edit that leaves
 * fields out never passes a lock, and each refusal is a stable code that leaves the store as it was.
 */
let h: Harness;
let shipper: PartyRef;
let consignee: PartyRef;

beforeAll(async () => {
  h = await startHarness();
  const contacts = await h.send('GET', '/api/contacts?pageSize=100');
  const items = contacts.body.items as { id: string; company: string; country: string; roles: string[] }[];
  const ref = (c: (typeof items)[number]) => ({ id: c.id, name: c.company, country: c.country });
  shipper = ref(items.find((c) => c.roles.includes('shipper') && c.company !== '')!);
  consignee = ref(items.find((c) => c.roles.includes('consignee') && c.company !== '' && c.id !== shipper.id)!);
});
afterAll(() => h?.server.stop());

/** Runs one case and records it; answers what it saw when unsafe, so a test can fail on it. */
async function settle(observe: (o: Observation) => void, run: () => Promise<Observation>): Promise<string[]> {
  let seen: Observation;
  try {
    seen = await run();
  } catch (error) {
    seen = { unsafe: true, seen: `could not run: ${String(error).slice(0, 200)}` };
  }
  observe(seen);
  return seen.unsafe ? [seen.seen] : [];
}

const PAPERWORK = {
  namedPlace: 'Rotterdam',
  marks: 'FD / 1-2',
  insuredAmountMinor: 1_000_000,
  placeOfLoading: { code: 'BRSSZ', name: 'Santos' },
  placeOfDischarge: { code: 'NLRTM', name: 'Rotterdam' },
  containers: ['CSQU3054383'],
} as const;
type PaperworkField = keyof typeof PAPERWORK;
const STATUSES = ['booked', 'delivered', 'cancelled'] as const;
const ACTIONS: Record<(typeof STATUSES)[number], readonly { action: string; date?: string }[]> = {
  booked: [{ action: 'book' }],
  delivered: [
    { action: 'book' },
    { action: 'depart', date: '2026-11-25' },
    { action: 'arrive', date: '2026-11-27' },
    { action: 'deliver', date: '2026-11-28' },
  ],
  cancelled: [{ action: 'book' }, { action: 'cancel' }],
};

describe('an edit that leaves paperwork out', () => {
  const fields = Object.keys(PAPERWORK) as PaperworkField[];
  const cases = STATUSES.flatMap((status) => fields.map((field) => `${field} left out, ${status}` as const));
  const table = plan('api', 'input', 'omitted fields', cases);

  /** A sea shipment with all of its paperwork, moved to `status` by the transitions. */
  async function shipmentIn(status: (typeof STATUSES)[number]) {
    const input = { ...validFreight({ shipper, consignee }), mode: 'sea', incoterm: 'CIF', ...PAPERWORK };
    const created = await h.send('POST', '/api/freight', { body: { input }, token: h.adminToken });
    if (created.status !== 201) throw new Error(`create: ${describeAnswer(created)}`);
    const id = String(created.body.id);
    for (const step of ACTIONS[status]) {
      const moved = await h.send('POST', `/api/freight/${id}/transitions`, { body: step, token: h.adminToken });
      if (moved.status !== 200) throw new Error(`${step.action}: ${describeAnswer(moved)}`);
    }
    return { id, input };
  }

  it('refuses the edit and keeps every field, on booked, delivered and cancelled shipments', async () => {
    const unsafe: string[] = [];
    for (const status of STATUSES) {
      for (const field of fields) {
        unsafe.push(
          ...(await settle(
            (o) => table.observe(`${field} left out, ${status}`, o),
            async () => {
              const { id, input } = await shipmentIn(status);
              const before = (await h.send('GET', `/api/freight/${id}`)).body;
              const { [field]: _left, ...rest } = input;
              const expectedUpdatedAt = (before.audit as { updatedAt: string }).updatedAt;
              const answer = await h.send('PUT', `/api/freight/${id}`, { body: { input: rest, expectedUpdatedAt } });
              const after = (await h.send('GET', `/api/freight/${id}`)).body;
              const kept = JSON.stringify(after[field]) === JSON.stringify(before[field]) && after[field] !== undefined;
              // Containers stay a tracking detail while booked: clearing them there is an edit the lock allows.
              const allowedClear = field === 'containers' && status === 'booked';
              const unsafe = allowedClear
                ? !(answer.status === 200 && after[field] === undefined) && !(isStableRefusal(answer) && kept)
                : !isStableRefusal(answer) || !kept;
              return { unsafe, seen: `${status} ${field}: ${describeAnswer(answer)}; ${kept ? 'kept' : 'gone'}` };
            },
          )),
        );
      }
    }
    expect(unsafe).toEqual([]);
  });
});
