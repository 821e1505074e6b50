import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  Timestamp,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { applyTransition } from '../../src/domain/freight/freight-lifecycle';
import type { FreightRecord } from '../../src/domain/freight/freight-record';
import { validateFreight } from '../../src/domain/freight/freight-validation';
import { containerCheckDigit } from '../../src/domain/trade/container-number';
import { aLine } from '../domain/freight/freight-test-data';
import { aPackage } from '../domain/trade/packing-test-data';
import {
  dbAs,
  edited,
  FREIGHT,
  firestoreOf,
  freightDoc,
  freightRecord,
  moved,
  newFreight,
  NOW,
  SAVED_AT,
  saveFreight,
  seededRulesEnvironment,
  storedHistory,
  UID,
  type Role,
} from './rules-fixtures';

// What firestore.rules enforces for shipments, as the freight use cases decide it: the document's shape, numbering
// from counters/freight, the lifecycle and its history, the invoice lock. Each refusal sits next to the write the app
// really makes.
const rulesEnv = seededRulesEnvironment();
const as = (role: Role) => dbAs(rulesEnv(), role);

/** A new shipment with the counter moved to its reference, in one batch, as the create use case writes it. */
function create(
  db: Firestore,
  record: FreightRecord,
  counter: object = { lastReference: record.reference, lastId: record.id },
  data: object = freightDoc(record),
) {
  return writeBatch(db)
    .set(doc(db, 'counters/freight'), counter)
    .set(doc(db, `freight/${record.id}`), data)
    .commit();
}
const fresh = newFreight;
const save = saveFreight;
/** A booking: the record with its invoice number and the invoice counter moved to it. */
function book(db: Firestore, record: FreightRecord, counter: object | null) {
  const batch = writeBatch(db).set(doc(db, `freight/${record.id}`), freightDoc(record));
  if (counter) batch.set(doc(db, 'counters/invoice'), counter);
  return batch.commit();
}

describe('a new shipment', () => {
  it('is a whole draft in the caller’s name that takes the next reference from the counter', async () => {
    await assertSucceeds(create(as('user'), fresh()));
  });

  it('is refused bare, with a key of its own, as anything but a draft, or in someone else’s name', async () => {
    const db = as('user');
    const bare = { reference: 'FR-2026-000004', status: 'draft' };
    await assertFails(create(db, fresh(), undefined, bare));
    await assertFails(create(db, fresh(), undefined, { ...freightDoc(fresh()), junk: 'x'.repeat(100_000) }));
    await assertFails(create(db, fresh({ status: 'booked' })));
    await assertFails(create(db, fresh({ status: 'shipped' as FreightRecord['status'] })));
    const someoneElse = { id: UID.admin, name: 'Admin' };
    await assertFails(create(db, fresh({ audit: { ...fresh().audit, updatedBy: someoneElse } })));
    await assertFails(create(db, fresh({ audit: { ...fresh().audit, createdBy: someoneElse } })));
  });

  it('is refused with values of the wrong type or beyond the domain’s limits', async () => {
    const db = as('user');
    await assertFails(create(db, fresh(), undefined, { ...freightDoc(fresh()), freightValueMinor: '100' }));
    await assertFails(create(db, fresh({ freightValueMinor: -1 })));
    await assertFails(create(db, fresh({ notes: 'n'.repeat(2001) })));
    await assertSucceeds(create(db, fresh({ notes: 'n'.repeat(2000) })));
  });

  it('is refused with any one field of the wrong type or beyond its limit', async () => {
    const db = as('user');
    const keys = freightDoc(fresh()).keys as object;
    const patches = [
      { carrier: 'c'.repeat(501) },
      { transportDocument: 't'.repeat(501) },
      { shipDate: 'tomorrow' },
      { eta: '28/11/2026' },
      { packages: -1 },
      { insuranceValueMinor: 1.5 },
      { lines: 'l1' },
      { history: {} },
      { history: Array.from({ length: 1001 }, () => ({})) },
      { audit: { ...(freightDoc(fresh()).audit as object), note: 'x' } },
      { keys: { ...keys, extra: 1 } },
      { keys: { ...keys, tokens: 'coffee' } },
      { keys: { ...keys, asc: [] } },
      { keys: { ...keys, desc: 'reference' } },
      { keys: { ...keys, productIds: Array.from({ length: 201 }, (_, i) => `p${i}`) } },
    ];
    for (const patch of patches) await assertFails(create(db, fresh(), undefined, freightDoc(fresh(), patch)));
    await assertSucceeds(create(db, fresh({ shipDate: null, eta: null })));
  });

  it('keeps an exchange rate with its source and override, and the insured amount; refuses another rate', async () => {
    const db = as('user');
    const rate = { rateMicros: 5_432_100, date: '2026-11-19' };
    const other = (exchangeRate: object) => create(db, fresh(), undefined, { ...freightDoc(fresh()), exchangeRate });
    await assertFails(other({ ...rate, rateMicros: 0 }));
    await assertFails(other({ ...rate, rateMicros: 5.4 }));
    await assertFails(other({ ...rate, date: 'today' }));
    await assertFails(other({ ...rate, source: 'guess' }));
    await assertFails(other({ ...rate, overridden: 'yes' }));
    await assertFails(other({ ...rate, by: 'me' }));
    await assertSucceeds(
      create(db, fresh({ exchangeRate: { ...rate, source: 'ptax', overridden: true }, insuredAmountMinor: 1_100_000 })),
    );
  });

  it('refuses a party with a key of its own, without an id, or a name or country beyond its limits', async () => {
    const db = as('user');
    const shipper = fresh().shipper as object;
    const withShipper = (party: object) =>
      create(db, fresh(), undefined, { ...freightDoc(fresh()), shipper: { ...shipper, ...party } });
    await assertFails(withShipper({ vat: 'x' }));
    await assertFails(withShipper({ id: '' }));
    await assertFails(withShipper({ name: 'n'.repeat(201) }));
    await assertFails(withShipper({ country: 'BRA' }));
  });

  it('keeps a party’s address and tax id as its contact gives them; refuses them of another type or longer', async () => {
    const db = as('user');
    const withParties = (patch: object) => ({ ...freightDoc(fresh()), ...patch });
    const shipper = { ...(fresh().shipper as object), address: 'a'.repeat(523), taxId: 't'.repeat(40) };
    await assertFails(create(db, fresh(), undefined, withParties({ shipper: { ...shipper, address: 5 } })));
    await assertFails(
      create(db, fresh(), undefined, withParties({ shipper: { ...shipper, address: 'a'.repeat(524) } })),
    );
    await assertFails(create(db, fresh(), undefined, withParties({ shipper: { ...shipper, taxId: 12_345_678 } })));
    await assertFails(
      create(db, fresh(), undefined, withParties({ consignee: { ...shipper, taxId: 't'.repeat(41) } })),
    );
    // Last: the record it creates would turn every later create in this test into an update.
    await assertSucceeds(create(db, fresh(), undefined, withParties({ shipper })));
  });

  it('may be a draft without its parties yet', async () => {
    await assertSucceeds(create(as('user'), fresh({ shipper: null, consignee: null })));
  });

  it('carries at most 200 lines', async () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => aLine({ id: `l${i}` }));
    await assertFails(create(as('user'), fresh({ lines: lines(201) })));
    await assertSucceeds(create(as('user'), fresh({ lines: lines(200) })));
  });

  it('is refused when its time is the client’s and not the commit’s', async () => {
    const clientTime = Timestamp.fromDate(new Date(NOW));
    const stamped = freightDoc(fresh()).audit as object;
    await assertFails(
      create(as('user'), fresh(), undefined, freightDoc(fresh(), { audit: { ...stamped, updatedAt: clientTime } })),
    );
    await assertFails(
      create(as('user'), fresh(), undefined, freightDoc(fresh(), { audit: { ...stamped, createdAt: clientTime } })),
    );
  });
});

describe('the paperwork of a shipment', () => {
  /** `n` well-formed container numbers, as the app stores them (11 characters, check digit included). */
  const containers = (n: number) =>
    Array.from({ length: n }, (_, i) => {
      const body = `CSQU${300_000 + i}`;
      return body + containerCheckDigit(body);
    });
  const packages = (n: number) => Array.from({ length: n }, () => aPackage());
  const santos = { code: 'BRSSZ', name: 'Santos' };
  /** Every paperwork field at the domain's limits. */
  const full = (): Partial<FreightRecord> => ({
    mode: 'sea',
    namedPlace: 'N'.repeat(100),
    placeOfLoading: santos,
    placeOfDischarge: { code: 'DEXY2', name: 'P'.repeat(100) },
    marks: 'M'.repeat(1000),
    containers: containers(50),
    packingList: packages(500),
    insuredAmountMinor: 1_100_000,
  });
  const withPaperwork = (patch: object) => create(as('user'), fresh(), undefined, { ...freightDoc(fresh()), ...patch });

  it('is kept whole at the domain’s limits, as the app writes it', async () => {
    expect(validateFreight(fresh(full()))).toEqual({});
    await assertSucceeds(create(as('user'), fresh(full())));
  });

  it('stays editable at every limit: full paperwork and parties with the longest address and tax id', async () => {
    const widest = (party: FreightRecord['shipper']) =>
      party && { ...party, address: 'A'.repeat(523), taxId: 'T'.repeat(40) };
    const stored: FreightRecord = {
      ...FREIGHT.draft,
      ...full(),
      shipper: widest(FREIGHT.draft.shipper),
      consignee: widest(FREIGHT.draft.consignee),
      notes: 'N'.repeat(2000),
    };
    await rulesEnv().withSecurityRulesDisabled((context) =>
      setDoc(doc(firestoreOf(context), 'freight/f-draft'), freightDoc(stored)),
    );
    await assertSucceeds(save(as('user'), edited(stored, { notes: 'Fragile', marks: 'M'.repeat(999) })));
  });

  it('refuses a named place or marks that are not text, or longer than their limits', async () => {
    await assertFails(withPaperwork({ namedPlace: 'N'.repeat(101) }));
    await assertFails(withPaperwork({ namedPlace: 5 }));
    await assertFails(withPaperwork({ marks: 'M'.repeat(1001) }));
    await assertFails(withPaperwork({ marks: ['M'] }));
    await assertSucceeds(withPaperwork({ namedPlace: 'Rotterdam', marks: 'FR-2026-000004 / ROTTERDAM' }));
  });

  it('refuses a place that is not a UN/LOCODE and a name, or has a key of its own', async () => {
    await assertFails(withPaperwork({ placeOfLoading: 'BRSSZ' }));
    await assertFails(withPaperwork({ placeOfLoading: { ...santos, country: 'BR' } }));
    await assertFails(withPaperwork({ placeOfLoading: { ...santos, code: 'brssz' } }));
    await assertFails(withPaperwork({ placeOfLoading: { ...santos, name: '' } }));
    await assertFails(withPaperwork({ placeOfDischarge: { ...santos, name: 'n'.repeat(101) } }));
    await assertFails(withPaperwork({ placeOfDischarge: null }));
    await assertSucceeds(withPaperwork({ placeOfLoading: santos, placeOfDischarge: santos }));
  });

  it('refuses containers that are not a list of at most 50 container numbers', async () => {
    await assertFails(withPaperwork({ containers: containers(1)[0] }));
    await assertFails(withPaperwork({ containers: containers(51) }));
    await assertFails(withPaperwork({ containers: [...containers(2), 'CSQU 300002 1'] }));
    await assertFails(withPaperwork({ containers: ['CSQX3000000'] }));
    await assertFails(withPaperwork({ containers: [12_345_678_901] }));
    await assertSucceeds(withPaperwork({ containers: containers(3) }));
  });

  it('refuses a packing list that is not a list of at most 500 packages', async () => {
    await assertFails(withPaperwork({ packingList: { 0: aPackage() } }));
    await assertFails(withPaperwork({ packingList: packages(501) }));
    await assertSucceeds(withPaperwork({ packingList: packages(2) }));
  });

  it('refuses an insured amount that is not a whole number of minor units', async () => {
    await assertFails(withPaperwork({ insuredAmountMinor: '1100000' }));
    await assertFails(withPaperwork({ insuredAmountMinor: -1 }));
    await assertFails(withPaperwork({ insuredAmountMinor: 1.5 }));
    await assertSucceeds(withPaperwork({ insuredAmountMinor: 0 }));
  });

  it('takes containers on a booked shipment, and refuses malformed ones there too', async () => {
    await assertSucceeds(save(as('user'), edited(FREIGHT.booked, { containers: containers(2) })));
    await assertFails(save(as('user'), edited(FREIGHT.booked, { containers: ['CSQU300000'] })));
  });
});

describe('counters/freight', () => {
  it('moves by exactly one, and only with the shipment that takes the reference', async () => {
    const db = as('user');
    await assertFails(setDoc(doc(db, 'counters/freight'), { lastReference: 'FR-2026-999999', lastId: 'f-draft' }));
    await assertFails(setDoc(doc(db, 'counters/freight'), { lastReference: 'FR-2026-000004', lastId: 'f-draft' }));
    const far = freightRecord('f-new', 'FR-2026-999999', {}, UID.user, '2026-11-20T10:00:00.000Z');
    await assertFails(create(db, far));
    await assertFails(create(db, fresh(), { lastReference: 'FR-2026-000004', lastId: 'f-other' }));
    await assertFails(create(db, fresh(), { lastReference: 'FR-2026-000004' }));
    await assertFails(save(db, fresh()));
  });

  it('starts again at 1 in a later year, never in an earlier one', async () => {
    const db = as('user');
    const nextYear = freightRecord('f-new', 'FR-2027-000001', {}, UID.user, '2026-11-20T10:00:00.000Z');
    await assertSucceeds(create(db, nextYear));
    const lastYear = freightRecord('f-old', 'FR-2025-000001', {}, UID.user, '2026-11-20T10:00:00.000Z');
    await assertFails(create(db, lastYear));
  });

  it('is read by staff only', async () => {
    await assertSucceeds(getDoc(doc(as('user'), 'counters/freight')));
    await assertFails(getDoc(doc(as('outsider'), 'counters/freight')));
    await assertFails(create(as('outsider'), fresh()));
  });
});

describe('status changes follow the lifecycle', () => {
  it('booking gives the invoice the next number from its counter in the same write', async () => {
    const booked = moved(FREIGHT.draft, 'book', UID.user, { invoiceNumber: 'INV-2026-000003' });
    await assertSucceeds(book(as('user'), booked, { lastReference: 'INV-2026-000003', lastId: 'f-draft' }));
  });

  it('booking without moving the invoice counter, or by more than one, is refused', async () => {
    const db = as('user');
    await assertFails(book(db, moved(FREIGHT.draft, 'book', UID.user, { invoiceNumber: 'INV-2026-000003' }), null));
    const skipped = moved(FREIGHT.draft, 'book', UID.user, { invoiceNumber: 'INV-2026-000009' });
    await assertFails(book(db, skipped, { lastReference: 'INV-2026-000009', lastId: 'f-draft' }));
    await assertFails(setDoc(doc(db, 'counters/invoice'), { lastReference: 'INV-2026-000003', lastId: 'f-draft' }));
  });

  it('booking with a malformed invoice number or derived keys is refused', async () => {
    const db = as('user');
    const counter = { lastReference: 'INV-2026-000003', lastId: 'f-draft' };
    const booked = moved(FREIGHT.draft, 'book', UID.user, { invoiceNumber: 'INV-2026-000003' });
    const withDoc = (data: object) =>
      writeBatch(db).set(doc(db, 'freight/f-draft'), data).set(doc(db, 'counters/invoice'), counter).commit();
    const keys = freightDoc(booked).keys as object;
    await assertFails(withDoc(freightDoc(booked, { keys: { ...keys, tokens: 'coffee' } })));
    await assertFails(withDoc(freightDoc(booked, { invoiceNumber: 'INV-26-3' })));
    await assertSucceeds(withDoc(freightDoc(booked)));
  });

  it('each step moves on by one entry in the caller’s name', async () => {
    const db = as('user');
    const departed = moved(FREIGHT.booked, 'depart', UID.user, { date: '2026-11-24' });
    await assertSucceeds(save(db, departed));
    // Over the document the first step committed: its entries' times stay, the new one is this commit's.
    const { movedAt } = (await getDoc(doc(db, 'freight/f-booked'))).data() as { movedAt: object };
    const arrived = moved(departed, 'arrive', UID.user, { date: '2026-11-25' });
    const position = String(arrived.history.length - 1);
    await assertSucceeds(
      save(db, arrived, freightDoc(arrived, { movedAt: { ...movedAt, [position]: serverTimestamp() } })),
    );
  });

  it('a draft cannot jump to delivered, nor a status become any word', async () => {
    const db = as('user');
    const jump = (to: string): FreightRecord => {
      const booked = moved(FREIGHT.draft, 'book', UID.user, { invoiceNumber: 'INV-2026-000001' });
      const entry = { ...(booked.history[0] as FreightRecord['history'][number]), to: to as FreightRecord['status'] };
      return { ...FREIGHT.draft, status: to as FreightRecord['status'], history: [entry], audit: booked.audit };
    };
    await assertFails(save(db, jump('delivered')));
    await assertFails(save(db, jump('in_transit')));
    await assertFails(save(db, jump('shipped')));
  });

  it('the history is never erased or rewritten, and grows by one entry per change', async () => {
    const db = as('user');
    await assertFails(save(db, edited(FREIGHT.booked, { history: [] })));
    await assertFails(save(db, edited(FREIGHT.delivered, { history: FREIGHT.delivered.history.slice(1) }, UID.admin)));
    const departed = moved(FREIGHT.booked, 'depart', UID.user, { date: '2026-11-24' });
    const twice = {
      ...departed,
      history: [...departed.history, departed.history.at(-1) as FreightRecord['history'][number]],
    };
    await assertFails(save(db, twice));
    const rewritten = {
      ...departed,
      history: [
        { ...(departed.history[0] as FreightRecord['history'][number]), by: { id: UID.admin, name: 'Admin' } },
        ...departed.history.slice(1),
      ],
    };
    await assertFails(save(db, rewritten));
  });

  it('the new entry names the caller, the statuses and the time of the change', async () => {
    const db = as('user');
    const departed = moved(FREIGHT.booked, 'depart', UID.user, { date: '2026-11-24' });
    const last = departed.history.at(-1) as FreightRecord['history'][number];
    const withEntry = (entry: object) =>
      ({ ...departed, history: [...departed.history.slice(0, -1), entry] }) as FreightRecord;
    await assertFails(save(db, withEntry({ ...last, by: { id: UID.admin, name: 'Admin' } })));
    await assertFails(save(db, withEntry({ ...last, from: 'draft' })));
    // The entry's time is the commit's, kept under its position in `movedAt`, never a time of the client's.
    const movedAt = freightDoc(departed).movedAt as object;
    const position = String(departed.history.length - 1);
    const clientTime = Timestamp.fromDate(new Date('2026-11-01T00:00:00.000Z'));
    await assertFails(save(db, departed, freightDoc(departed, { movedAt: { ...movedAt, [position]: clientTime } })));
    await assertFails(
      save(db, departed, freightDoc(departed, { history: [...storedHistory(departed).slice(0, -1), last] })),
    );
    await assertFails(save(db, withEntry({ ...last, date: '2026-11-20' })));
    await assertFails(save(db, moved(FREIGHT.booked, 'depart', UID.admin, { date: '2026-11-24' })));
  });

  it('only an admin reopens a booked shipment', async () => {
    // What a member of staff would write if the app let them: the reopen in their own name.
    const byUser = applyTransition(FREIGHT.booked, 'reopen', {
      at: NOW,
      by: { id: UID.user, name: 'User', role: 'admin' },
    });
    if (!byUser.ok) throw new Error('the domain reopens for an admin');
    await assertFails(save(as('user'), byUser.value));
    await assertSucceeds(save(as('admin'), moved(FREIGHT.booked, 'reopen', UID.admin)));
  });

  it('cancelling works from draft or booked, not from delivered', async () => {
    await assertSucceeds(save(as('user'), moved(FREIGHT.draft, 'cancel', UID.user)));
    const reopened = { ...FREIGHT.delivered, status: 'cancelled' as const };
    const entry = { from: 'delivered', to: 'cancelled', at: NOW, by: { id: UID.admin, name: 'Admin' } };
    await assertFails(
      save(as('admin'), edited({ ...reopened, history: [...reopened.history, entry] } as FreightRecord, {}, UID.admin)),
    );
  });
});

describe('edits', () => {
  it('a draft takes any value a person types, in the caller’s name at the commit’s time', async () => {
    await assertSucceeds(save(as('user'), edited(FREIGHT.draft, { freightValueMinor: 1500, notes: 'Fragile' })));
    await assertFails(save(as('user'), edited(FREIGHT.draft, { freightValueMinor: 1500 }, UID.admin)));
  });

  it('an edit never changes the reference, the status, the creation stamp or the system fields', async () => {
    const db = as('user');
    await assertFails(save(db, edited(FREIGHT.draft, { reference: 'FR-2026-000009' })));
    await assertFails(save(db, edited(FREIGHT.draft, { invoiceNumber: 'INV-2026-000099' })));
    await assertFails(save(db, edited(FREIGHT.booked, { departedOn: '2026-11-20' })));
    const draft = edited(FREIGHT.draft, {});
    const earlier = Timestamp.fromDate(new Date('2026-01-01T00:00:00.000Z'));
    await assertFails(
      save(db, draft, freightDoc(draft, { audit: { ...(freightDoc(draft).audit as object), createdAt: earlier } })),
    );
    await assertFails(
      save(db, {
        ...edited(FREIGHT.draft, {}),
        audit: { ...edited(FREIGHT.draft, {}).audit, createdBy: { id: UID.admin, name: 'A' } },
      }),
    );
  });

  it('an older shipment created at an ISO instant stays editable; a creation time of another kind is refused', async () => {
    const withCreatedAt = (record: FreightRecord, createdAt: unknown) =>
      freightDoc(record, { audit: { ...(freightDoc(record).audit as object), createdAt } });
    const edit = edited(FREIGHT.draft, { notes: 'Fragile' });
    for (const [createdAt, allowed] of [
      [SAVED_AT, true],
      ['yesterday', false],
    ] as const) {
      await rulesEnv().withSecurityRulesDisabled((context) =>
        setDoc(doc(firestoreOf(context), 'freight/f-draft'), withCreatedAt(FREIGHT.draft, createdAt)),
      );
      const write = save(as('user'), edit, withCreatedAt(edit, createdAt));
      await (allowed ? assertSucceeds(write) : assertFails(write));
    }
  });

  it('invoice values lock at booking for everyone; tracking details stay open until delivered', async () => {
    await assertFails(save(as('user'), edited(FREIGHT.booked, { freightValueMinor: 1 })));
    await assertFails(save(as('admin'), edited(FREIGHT.booked, { freightValueMinor: 1 }, UID.admin)));
    await assertSucceeds(save(as('user'), edited(FREIGHT.booked, { notes: 'Fragile', packages: 3, carrier: 'MSC' })));
  });

  it('a delivered shipment is closed to everyone', async () => {
    await assertFails(save(as('user'), edited(FREIGHT.delivered, { notes: 'Late note' })));
    await assertFails(save(as('admin'), edited(FREIGHT.delivered, { notes: 'Late note' }, UID.admin)));
  });

  it('a partial write that leaves the last saver’s stamp is refused', async () => {
    const partial = { notes: 'x', audit: { updatedAt: serverTimestamp() } };
    await assertFails(setDoc(doc(as('admin'), 'freight/f-draft'), partial, { merge: true }));
  });
});

describe('deleting', () => {
  it('staff delete drafts only; an admin any shipment', async () => {
    await assertFails(deleteDoc(doc(as('user'), 'freight/f-booked')));
    await assertSucceeds(deleteDoc(doc(as('user'), 'freight/f-draft')));
    await assertSucceeds(deleteDoc(doc(as('admin'), 'freight/f-booked')));
  });
});
