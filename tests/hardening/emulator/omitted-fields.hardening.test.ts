import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc, Timestamp, type Firestore } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { toCommitted } from '../../../src/adapters/firebase/firestore-freight-document';
import type { FreightRecord } from '../../../src/domain/freight/freight-record';
import {
  dbAs,
  edited,
  firestoreOf,
  FREIGHT,
  moved,
  SAVED_AT,
  seededRulesEnvironment,
  UID,
} from '../../rules/rules-fixtures';
import { plan, type Observation } from '../support/hardening-report';

/**
 * The invoice lock against an edit that leaves paperwork out (issue 34): a user writes the whole shipment back
 * without its named place, marks or insured amount, as the web SDK lets anyone do. The rules must deny it on booked,
 * delivered and cancelled shipments while the same write with the fields kept is allowed (so the denial is the lock).
 */
const env = seededRulesEnvironment();

const PAPERWORK = {
  namedPlace: 'Rotterdam',
  marks: 'FD / 1-2',
  insuredAmountMinor: 110_000,
  placeOfLoading: { code: 'BRSSZ', name: 'Santos' },
} as const;

const STATUSES = {
  booked: FREIGHT.booked,
  delivered: FREIGHT.delivered,
  cancelled: moved(FREIGHT.booked, 'cancel', UID.user),
} as const;

function without(record: FreightRecord, field: keyof typeof PAPERWORK): FreightRecord {
  const copy = { ...record } as Record<string, unknown>;
  delete copy[field];
  return copy as unknown as FreightRecord;
}

/** Seeds the record with its paperwork; answers a writer of edits as the store writes them over that document. */
async function seedWithPaperwork(record: FreightRecord) {
  const stored = { ...record, ...PAPERWORK } as FreightRecord;
  const storedDoc = toCommitted(stored, null, () => Timestamp.fromDate(new Date(SAVED_AT)));
  await env().withSecurityRulesDisabled((context) =>
    setDoc(doc(firestoreOf(context), `freight/${record.id}`), storedDoc),
  );
  const write = (db: Firestore, next: FreightRecord) =>
    setDoc(doc(db, `freight/${next.id}`), {
      ...toCommitted(next, storedDoc, serverTimestamp),
      history: next.history.map(({ at: _at, ...entry }) => entry),
    });
  return { stored, write };
}

async function deniedButKeptAllowed(status: keyof typeof STATUSES, field: keyof typeof PAPERWORK) {
  const { stored, write } = await seedWithPaperwork(STATUSES[status]);
  const db = dbAs(env(), 'user');
  try {
    await assertFails(write(db, edited(without(stored, field), {})));
  } catch (error) {
    return { unsafe: true, seen: `allowed: ${String(error).slice(0, 120)}` };
  }
  try {
    await assertSucceeds(write(db, edited(stored, {})));
  } catch (error) {
    // A control that fails proves nothing about the lock: counted unsafe, so the case must be mended.
    return { unsafe: true, seen: `denied, but the control write was denied too: ${String(error).slice(0, 100)}` };
  }
  return { unsafe: false, seen: 'denied; the same write keeping the field allowed' };
}

describe('paperwork left out of a whole-document write', () => {
  const cases = (['booked', 'delivered', 'cancelled'] as const).flatMap((status) =>
    (Object.keys(PAPERWORK) as (keyof typeof PAPERWORK)[]).map((field) => `${field} left out, ${status}` as const),
  );
  const table = plan('emulator', 'input', 'omitted fields', cases);

  it('is denied on every locked status', async () => {
    for (const status of ['booked', 'delivered', 'cancelled'] as const) {
      for (const field of Object.keys(PAPERWORK) as (keyof typeof PAPERWORK)[]) {
        let seen: Observation;
        try {
          seen = await deniedButKeptAllowed(status, field);
        } catch (error) {
          seen = { unsafe: true, seen: `could not run: ${String(error).slice(0, 120)}` };
        }
        table.observe(`${field} left out, ${status}`, seen);
        if (seen.unsafe) throw new Error(`${field} left out of a ${status} shipment: ${seen.seen}`);
      }
    }
  });
});
