import { readFileSync } from 'node:fs';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';
import { setLogLevel as setLiteLogLevel } from 'firebase/firestore/lite';
import { createFirebaseStaffAccounts } from '../../../src/adapters/firebase/firebase-staff-accounts.adapter';
import type { FirebaseServices } from '../../../src/adapters/firebase/firebase-app';
import { createFirestoreBackend } from '../../../src/adapters/firebase/firestore-backend';
import type { Clock } from '../../../src/application/ports/clock.port';
import { auditIndexes } from '../../../src/adapters/firebase/firestore-audit-queries';
import { dashboardIndexes } from '../../../src/adapters/firebase/firestore-freight-dashboard';
import { freightIndexes } from '../../../src/adapters/firebase/firestore-freight-query';
import { pickerIndexes } from '../../../src/adapters/firebase/firestore-master-data-picker';
import type { FreightRepository } from '../../../src/application/ports/freight-repository.port';
import { DEFAULT_FREIGHT_QUERY, type FreightListQuery } from '../../../src/domain/freight/freight-query';
import {
  clearAuthAccounts,
  createRulesTestEnvironment,
  emulatorFirebaseSettings,
  signInStaffOnEmulator,
} from '../../support/emulators';
import { freightRepositoryContract, prepared as withParties } from './freight-repository.contract';
import { sampleProduct } from '../contracts/master-data-samples';

// The freight contract against the use cases running on Firestore under the real security rules, as a member of
// staff and as an admin, each in a Firebase app of their own; then what only the Firestore queries do.
setLogLevel('silent');
setLiteLogLevel('silent');

const backendOf = (services: FirebaseServices, clock: Clock) =>
  createFirestoreBackend(services, { clock, accounts: createFirebaseStaffAccounts(emulatorFirebaseSettings()) });

let rules: RulesTestEnvironment;
let opened: FirebaseServices[] = [];

beforeAll(async () => {
  rules = await createRulesTestEnvironment();
});
afterAll(async () => {
  await rules.cleanup();
});
afterEach(async () => {
  await Promise.all(opened.map((services) => services.dispose()));
  opened = [];
});

/** A clock that starts on 2026-11-21 and moves one second per reading, so every write has its own instant. */
function tickingClock() {
  let tick = 0;
  return { now: () => new Date(Date.parse('2026-11-21T12:00:00Z') + 1000 * tick++) };
}

async function target() {
  await clearAuthAccounts();
  await rules.clearFirestore();
  const clock = tickingClock();
  const staffApp = await signInStaffOnEmulator(rules, { email: 'staff@demo.com', name: 'Bruno Staff', role: 'user' });
  const adminApp = await signInStaffOnEmulator(rules, { email: 'admin@demo.com', name: 'Ana Admin', role: 'admin' });
  opened.push(staffApp, adminApp);
  const staffBackend = backendOf(staffApp, clock);
  return {
    staff: staffBackend.freight,
    admin: backendOf(adminApp, clock).freight,
    contacts: staffBackend.contacts,
    products: staffBackend.products,
    staffApp,
  };
}

/** The target with its shipper and consignee in the contacts, and a consignee of any name made a contact first. */
async function shipments() {
  const prepared = await withParties(target);
  const consignee = async (name: string, country: string) => ({
    consignee: await prepared.party(name, country),
    destinationCountry: country,
  });
  return { ...prepared, consignee };
}

freightRepositoryContract('Firestore adapter under the security rules (emulators)', target);

const query = (patch: Partial<FreightListQuery> = {}): FreightListQuery => ({ ...DEFAULT_FREIGHT_QUERY, ...patch });
const references = async (repository: FreightRepository, q: FreightListQuery) =>
  (await repository.list(q)).items.map((r) => r.reference);

describe('Firestore freight adapter', () => {
  it('finds references by their number and words by their start, on the server', async () => {
    const { staff, input, consignee } = await shipments();
    const first = await staff.create(input(await consignee('Tokyo Beans K.K.', 'JP')));
    await staff.create(input(await consignee('Osaka Trading', 'JP')));
    expect(await references(staff, query({ text: first.reference.slice(-3) }))).toEqual([first.reference]);
    expect(await references(staff, query({ text: 'TOKY' }))).toEqual([first.reference]);
    expect(await references(staff, query({ text: 'beans tokyo' }))).toEqual([first.reference]);
    expect((await staff.list(query({ text: 'okyo' }))).total).toBe(0);
  });

  it('pages forwards, backwards and by jumps in the sort order', async () => {
    const { staff, input } = await shipments();
    const made: string[] = [];
    for (let i = 0; i < 7; i += 1) made.push((await staff.create(input())).reference);
    const page = (n: number) =>
      references(staff, query({ sort: { field: 'reference', direction: 'asc' }, page: n, pageSize: 2 }));
    expect(await page(3)).toEqual(made.slice(4, 6));
    expect(await page(1)).toEqual(made.slice(0, 2));
    expect(await page(2)).toEqual(made.slice(2, 4));
    expect(await page(3)).toEqual(made.slice(4, 6));
    expect(await page(4)).toEqual(made.slice(6));
    expect(await page(9)).toEqual(made.slice(6));
    expect(await references(staff, query({ page: 2, pageSize: 3 }))).toEqual(made.slice().reverse().slice(3, 6));
  });

  it('sorts missing values last in both directions', async () => {
    const { staff, input } = await shipments();
    const none = await staff.create(input({ shipDate: null, eta: null }));
    const early = await staff.create(input({ shipDate: '2026-01-05', eta: null }));
    const late = await staff.create(input({ shipDate: '2026-03-05', eta: null }));
    const sorted = (direction: 'asc' | 'desc') => references(staff, query({ sort: { field: 'shipDate', direction } }));
    expect(await sorted('asc')).toEqual([early.reference, late.reference, none.reference]);
    expect(await sorted('desc')).toEqual([late.reference, early.reference, none.reference]);
  });

  it('sorts by declared value in BRL on the server, shipments without a rate last in both directions', async () => {
    const { staff, input } = await shipments();
    const rate = (rateMicros: number) => ({ rateMicros, date: '2026-11-20' });
    const noRate = await staff.create(input({ exchangeRate: null }));
    const small = await staff.create(input({ currency: 'SEK', exchangeRate: rate(570_000) }));
    const large = await staff.create(input({ currency: 'USD', exchangeRate: rate(5_400_000) }));
    const sorted = (direction: 'asc' | 'desc') =>
      references(staff, query({ filters: { mode: ['air_express'] }, sort: { field: 'declaredValue', direction } }));
    expect(await sorted('asc')).toEqual([small.reference, large.reference, noRate.reference]);
    expect(await sorted('desc')).toEqual([large.reference, small.reference, noRate.reference]);
  });

  it('combines a ship-date range with other filters and a sort', async () => {
    const { staff, input, consignee } = await shipments();
    await staff.create(
      input({ ...(await consignee('Alpha', 'JP')), mode: 'sea', shipDate: '2026-12-02', eta: '2026-12-30' }),
    );
    const b = await staff.create(
      input({ ...(await consignee('Bravo', 'JP')), mode: 'sea', shipDate: '2026-12-09', eta: '2026-12-30' }),
    );
    await staff.create(
      input({ ...(await consignee('Charlie', 'JP')), mode: 'air', shipDate: '2026-12-09', eta: '2026-12-30' }),
    );
    await staff.create(
      input({ ...(await consignee('Delta', 'JP')), mode: 'sea', shipDate: '2027-01-09', eta: '2027-01-30' }),
    );
    const found = await staff.list(
      query({
        filters: { mode: ['sea'], shipDateFrom: '2026-12-01', shipDateTo: '2026-12-31' },
        sort: { field: 'consignee', direction: 'desc' },
        pageSize: 1,
      }),
    );
    expect(found).toMatchObject({ total: 2, pageCount: 2 });
    expect(found.items.map((r) => r.id)).toEqual([b.id]);
    const byRange = await staff.list(
      query({ filters: { shipDateFrom: '2026-12-05' }, sort: { field: 'consignee', direction: 'asc' } }),
    );
    expect(byRange.items.map((r) => r.consignee?.name)).toEqual(['Bravo', 'Charlie', 'Delta']);
  });

  it('filters by a party or a product on the server, and with a search word in memory', async () => {
    const { staff, input, consignee, products } = await shipments();
    // A line links only to a product that exists: both are made first.
    const [p1, p2] = [await products.create(sampleProduct('Filter1')), await products.create(sampleProduct('Filter2'))];
    const line = (productId: string) => ({ ...input().lines[0]!, id: `l-${productId}`, productId });
    const tokyo = await consignee('Tokyo Beans', 'JP');
    const osaka = await consignee('Osaka Trading', 'JP');
    const a = await staff.create(input({ ...tokyo, lines: [line(p1.id)] }));
    const b = await staff.create(input({ ...osaka, lines: [line(p2.id)] }));
    // The party and product filters are not in the list query's type yet; the store reads them already.
    const by = (filters: Record<string, unknown>, text = '') =>
      references(staff, query({ text, filters: filters as FreightListQuery['filters'] }));
    expect(await by({ party: osaka.consignee.id })).toEqual([b.reference]);
    expect(await by({ product: p1.id })).toEqual([a.reference]);
    expect(await by({ product: p1.id }, 'osaka')).toEqual([]);
    expect(await by({ party: tokyo.consignee.id, product: p1.id }, 'tokyo')).toEqual([a.reference]);
    expect(await by({ party: tokyo.consignee.id, product: p2.id })).toEqual([]);
  });

  it('creates one record for one request id even when the submits race', async () => {
    const { staff, staffApp, input } = await shipments();
    const other = backendOf(staffApp, { now: () => new Date('2026-11-21T13:00:00Z') }).freight;
    const [a, b] = await Promise.all([
      staff.create(input(), { requestId: 'req/race 1' }),
      other.create(input(), { requestId: 'req/race 1' }),
    ]);
    expect(b.id).toBe(a.id);
    expect((await staff.list(query())).total).toBe(1);
    const next = await staff.create(input());
    expect(next.reference).toBe('FR-2026-000002');
  });

  it('ships the composite indexes the freight, dashboard, audit and picker queries need in firestore.indexes.json', () => {
    const deployed = JSON.parse(readFileSync('firestore.indexes.json', 'utf8')) as { indexes: unknown[] };
    const needed = [
      ...freightIndexes('freight'),
      ...dashboardIndexes('freight'),
      ...auditIndexes(),
      ...pickerIndexes(),
    ];
    expect(deployed.indexes).toEqual(expect.arrayContaining(needed));
  });
});
