import { describe, expect, it } from 'vitest';
import type { AppError } from '../../../src/application/errors/app-error';
import type { ContactRepository } from '../../../src/application/ports/contact-repository.port';
import type { FreightRepository } from '../../../src/application/ports/freight-repository.port';
import type { ProductRepository } from '../../../src/application/ports/product-repository.port';
import { DEFAULT_FREIGHT_QUERY, type FreightListQuery } from '../../../src/domain/freight/freight-query';
import { freightInputOf, type FreightInput } from '../../../src/domain/freight/freight-record';
import { isValidReference } from '../../../src/domain/freight/freight-reference';
import { freightRowOf } from '../../../src/domain/freight/freight-row';
import { freightTotals } from '../../../src/domain/freight/freight-totals';
import { aFreight, aLine } from '../../domain/freight/freight-test-data';
import { sampleProduct } from '../contracts/master-data-samples';
import { partyContact, partyContacts } from '../contracts/party-contacts';

/**
 * What every FreightRepository must do, whichever backend is behind it. `setup` gives a repository
 * signed in as an ordinary member of staff (`staff`) and one signed in as an admin (`admin`), over
 * a store that starts without shipments, and the contacts and products repositories of that backend (as staff): a
 * shipment names its shipper and consignee from the contacts and links its lines to products, so each test first
 * creates the ones it names.
 */
export interface FreightContractTarget {
  readonly staff: FreightRepository;
  readonly admin: FreightRepository;
  readonly contacts: ContactRepository;
  readonly products: ProductRepository;
}

/** The target, with a shipper and a consignee in its contacts, a product, and shipments that name them. */
export async function prepared<T extends FreightContractTarget>(setup: () => Promise<T>) {
  const target = await setup();
  const party = (name: string, country: string) => partyContact(target.contacts, name, country);
  const parties = await partyContacts(target.contacts);
  const product = await target.products.create(sampleProduct(`Line${(productTag += 1)}`));
  const input = (patch: Partial<FreightInput> = {}): FreightInput => {
    const base = freightInputOf(aFreight(parties));
    return { ...base, lines: base.lines.map((line) => ({ ...line, productId: product.id })), ...patch };
  };
  return { ...target, party, parties, product, input };
}
let productTag = 0;
const query = (patch: Partial<FreightListQuery> = {}): FreightListQuery => ({ ...DEFAULT_FREIGHT_QUERY, ...patch });
const failure = async (promise: Promise<unknown>): Promise<AppError> => {
  try {
    await promise;
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected a failure');
};

export function freightRepositoryContract(name: string, start: () => Promise<FreightContractTarget>): void {
  const setup = () => prepared(start);
  describe(`FreightRepository contract: ${name}`, () => {
    it('creates a numbered draft stamped with its author, and reads it back', async () => {
      const { staff, input } = await setup();
      const record = await staff.create(input());
      expect(isValidReference(record.reference)).toBe(true);
      expect(record.status).toBe('draft');
      expect(record.history).toEqual([]);
      expect(record.audit.createdBy.id).not.toBe('');
      expect(await staff.get(record.id)).toEqual(record);
    });

    it('numbers new shipments one after another and creates one record for a repeated request id', async () => {
      const { staff, input } = await setup();
      const first = await staff.create(input(), { requestId: 'req-1' });
      const again = await staff.create(input(), { requestId: 'req-1' });
      const second = await staff.create(input());
      expect(again.id).toBe(first.id);
      expect(Number(second.reference.slice(-6))).toBe(Number(first.reference.slice(-6)) + 1);
    });

    it('keeps a unit value with 4 decimals and the two-decimal view that agrees with it', async () => {
      const { staff, input } = await setup();
      const line = aLine({ quantityMilli: 2_000_000, unitValueMinor: 47, unitValueTenThousandths: 4725 });
      const record = await staff.create(input({ lines: [line] }));
      expect(record.lines[0]).toMatchObject({ unitValueMinor: 47, unitValueTenThousandths: 4725 });
      expect(freightTotals(await staff.get(record.id)).totalCosts.minor).toBe(94_500);
    });

    it('keeps both product descriptions on a line', async () => {
      const { staff, input } = await setup();
      const line = aLine({ descriptionEn: 'Frozen açaí pulp', descriptionPt: 'Polpa de açaí congelada' });
      const record = await staff.create(input({ lines: [line] }));
      expect((await staff.get(record.id)).lines[0]).toMatchObject({
        descriptionEn: 'Frozen açaí pulp',
        descriptionPt: 'Polpa de açaí congelada',
      });
    });

    it('keeps where the exchange rate came from, whether a person overrode it, and the insured amount', async () => {
      const { staff, input } = await setup();
      const exchangeRate = { rateMicros: 5_500_000, date: '2026-11-19', source: 'ptax' as const, overridden: true };
      const record = await staff.create(input({ exchangeRate, insuredAmountMinor: 1_100_000 }));
      expect(await staff.get(record.id)).toMatchObject({ exchangeRate, insuredAmountMinor: 1_100_000 });
      const typed = await staff.create(input({ exchangeRate: { rateMicros: 5_100_000, date: '2026-11-19' } }));
      const read = await staff.get(typed.id);
      expect(read.exchangeRate).toEqual({ rateMicros: 5_100_000, date: '2026-11-19' });
      expect(read.insuredAmountMinor).toBeUndefined();
    });

    it('refuses invalid input with field errors', async () => {
      const { staff, input } = await setup();
      const error = await failure(staff.create(input({ consignee: null, lines: [aLine({ hsCode: '12' })] })));
      expect(error.kind).toBe('validation');
      expect(error.fieldErrors).toMatchObject({ consignee: 'required', 'lines.0.hsCode': 'hsCodeFormat' });
    });

    it('answers not-found for an unknown id', async () => {
      const { staff } = await setup();
      expect((await failure(staff.get('nope'))).kind).toBe('not-found');
    });

    it('updates a draft, and refuses a save based on an outdated read', async () => {
      const { staff, input } = await setup();
      const record = await staff.create(input());
      const updated = await staff.update(record.id, input({ freightValueMinor: 1234 }), {
        expectedUpdatedAt: record.audit.updatedAt,
      });
      expect(updated.freightValueMinor).toBe(1234);
      const stale = await failure(
        staff.update(record.id, input({ freightValueMinor: 1 }), { expectedUpdatedAt: record.audit.updatedAt }),
      );
      expect(stale).toMatchObject({ kind: 'conflict', code: 'record.stale' });
      expect((await staff.get(record.id)).freightValueMinor).toBe(1234);
    });

    it('tells the second of two people saving the same version that someone saved first', async () => {
      const { staff, admin, input } = await setup();
      const record = await staff.create(input());
      const version = { expectedUpdatedAt: record.audit.updatedAt };
      await admin.update(record.id, input({ notes: 'first' }), version);
      await expect(staff.update(record.id, input({ notes: 'second' }), version)).rejects.toMatchObject({
        code: 'record.stale',
      });
      expect((await staff.get(record.id)).notes).toBe('first');
    });

    it('books with a history entry, then locks the invoice values but not the tracking details', async () => {
      const { staff, input } = await setup();
      const record = await staff.create(input());
      const booked = await staff.transition(record.id, 'book');
      expect(booked.status).toBe('booked');
      expect(booked.history).toHaveLength(1);
      expect(booked.history[0]).toMatchObject({ from: 'draft', to: 'booked' });
      const version = { expectedUpdatedAt: booked.audit.updatedAt };
      expect(await failure(staff.update(record.id, input({ freightValueMinor: 99 }), version))).toMatchObject({
        kind: 'conflict',
        code: 'freight.invoice.locked',
      });
      const tracked = await staff.update(
        record.id,
        { ...freightInputOf(booked), transportDocument: '1234567890' },
        version,
      );
      expect(tracked.transportDocument).toBe('1234567890');
    });

    it('gives the invoice its own number and date at booking, and stores the actual dates of each step', async () => {
      const { staff, input } = await setup();
      const record = await staff.create(input());
      const booked = await staff.transition(record.id, 'book');
      expect(booked.invoiceNumber).toMatch(/^INV-\d{4}-\d{6}$/);
      expect(booked.invoiceDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const other = await staff.transition((await staff.create(input())).id, 'book');
      expect(other.invoiceNumber).not.toBe(booked.invoiceNumber);
      expect(await failure(staff.transition(record.id, 'depart', { date: '2999-01-01' }))).toMatchObject({
        kind: 'conflict',
        code: 'freight.transition.dateInFuture',
      });
      await staff.transition(record.id, 'depart', { date: '2020-01-02' });
      await staff.transition(record.id, 'arrive', { date: '2020-01-05' });
      const read = await staff.get(record.id);
      expect(read).toMatchObject({ status: 'customs', departedOn: '2020-01-02', arrivedOn: '2020-01-05' });
      expect(read.history.map((h) => h.date)).toEqual([undefined, '2020-01-02', '2020-01-05']);
      expect(read.invoiceNumber).toBe(booked.invoiceNumber);
    });

    it('refuses to book an incomplete draft and lets only an admin reopen', async () => {
      const { staff, admin, input } = await setup();
      const empty = await staff.create(input({ lines: [] }));
      expect(await failure(staff.transition(empty.id, 'book'))).toMatchObject({
        kind: 'conflict',
        code: 'freight.transition.bookingIncomplete',
      });
      const record = await staff.create(input());
      await staff.transition(record.id, 'book');
      expect(await failure(staff.transition(record.id, 'reopen'))).toMatchObject({
        kind: 'forbidden',
        code: 'freight.transition.adminOnly',
      });
      expect(await failure(staff.transition(record.id, 'deliver'))).toMatchObject({
        code: 'freight.transition.notAllowedFrom',
      });
      const reopened = await admin.transition(record.id, 'reopen');
      expect(reopened.status).toBe('draft');
      expect(reopened.history.map((h) => h.to)).toEqual(['booked', 'draft']);
    });

    it('names every shipment matching a filter by id, in the sort order, beyond one page', async () => {
      const { staff, input } = await setup();
      const made = [];
      for (let i = 0; i < 3; i += 1) made.push(await staff.create(input({ carrier: 'Matching Line' })));
      const other = await staff.create(input({ carrier: 'Another Line' }));
      await staff.transition(made[1]!.id, 'cancel');
      const drafts = query({
        filters: { carrier: 'Matching Line', status: ['draft'] },
        sort: { field: 'reference', direction: 'desc' },
        pageSize: 1,
      });
      expect(await staff.matchingIds(drafts)).toEqual([made[2]!.id, made[0]!.id]);
      expect(await staff.matchingIds(query({ filters: { carrier: 'Matching Line' } }))).not.toContain(other.id);
    });

    it('changes many statuses at once and reports the refused ones', async () => {
      const { staff, input } = await setup();
      const good = await staff.create(input());
      const bad = await staff.create(input({ lines: [] }));
      const result = await staff.transitionMany([good.id, bad.id], 'book');
      expect(result.updated.map((r) => r.id)).toEqual([good.id]);
      expect(result.refused).toEqual([
        {
          id: bad.id,
          reference: bad.reference,
          code: 'freight.transition.bookingIncomplete',
          details: { gaps: 'lines' },
        },
      ]);
    });

    it('records the one day given to a bulk departure and arrival, refusing per shipment a day before its own step', async () => {
      const { staff, input } = await setup();
      const early = await staff.create(input());
      const late = await staff.create(input());
      await staff.transitionMany([early.id, late.id], 'book');
      const departed = await staff.transitionMany([early.id], 'depart', { date: '2020-01-02' });
      expect(departed.updated.map((r) => r.departedOn)).toEqual(['2020-01-02']);
      await staff.transition(late.id, 'depart', { date: '2020-01-08' });
      const arrived = await staff.transitionMany([early.id, late.id], 'arrive', { date: '2020-01-05' });
      expect(arrived.updated.map((r) => r.id)).toEqual([early.id]);
      expect(arrived.refused).toEqual([
        {
          id: late.id,
          reference: late.reference,
          code: 'freight.transition.dateBeforePrevious',
          details: { date: '2020-01-05', previous: '2020-01-08' },
        },
      ]);
      const read = await staff.get(early.id);
      expect(read).toMatchObject({ status: 'customs', departedOn: '2020-01-02', arrivedOn: '2020-01-05' });
      expect(read.history.at(-1)).toMatchObject({ from: 'in_transit', to: 'customs', date: '2020-01-05' });
      expect((await staff.get(late.id)).status).toBe('in_transit');
    });

    it('lists with text search, filters, sort and pages', async () => {
      const { staff, input, party } = await setup();
      await staff.create(
        input({
          consignee: await party('Tokyo Beans K.K.', 'JP'),
          destinationCountry: 'JP',
          mode: 'sea',
          carrier: 'MSC',
        }),
      );
      await staff.create(input({ consignee: await party('Lisboa Comércio', 'PT'), destinationCountry: 'PT' }));
      await staff.create(
        input({
          consignee: await party('London Leather', 'GB'),
          destinationCountry: 'GB',
          shipDate: '2026-12-20',
          eta: '2026-12-24',
        }),
      );
      const byText = await staff.list(query({ text: 'comercio' }));
      expect(byText.items.map((r) => r.destinationCountry)).toEqual(['PT']);
      const bySea = await staff.list(query({ filters: { mode: ['sea'], carrier: 'MSC', destination: 'JP' } }));
      expect(bySea.total).toBe(1);
      const byDate = await staff.list(query({ filters: { shipDateFrom: '2026-12-01', shipDateTo: '2026-12-31' } }));
      expect(byDate.items.map((r) => r.destinationCountry)).toEqual(['GB']);
      const sorted = await staff.list(query({ sort: { field: 'destination', direction: 'asc' }, pageSize: 2 }));
      expect(sorted).toMatchObject({ total: 3, page: 1, pageCount: 2 });
      expect(sorted.items.map((r) => r.destinationCountry)).toEqual(['GB', 'JP']);
    });

    it('answers the list screen its rows: the shipments, page and order of the list, each as its row, kept up to date by every write', async () => {
      const { staff, input, party } = await setup();
      const tokyo = await staff.create(
        input({ consignee: await party('Tokyo Beans K.K.', 'JP'), destinationCountry: 'JP', carrier: 'MSC' }),
      );
      const lisbon = await staff.create(
        input({ consignee: await party('Lisboa Comércio', 'PT'), destinationCountry: 'PT' }),
      );
      await staff.create(input({ destinationCountry: 'GB' }));
      const asked = query({ sort: { field: 'destination', direction: 'desc' }, pageSize: 2 });
      const [records, rows] = [await staff.list(asked), await staff.rows(asked)];
      expect(rows).toMatchObject({ total: 3, page: 1, pageCount: 2 });
      expect(rows.items).toEqual(records.items.map(freightRowOf));
      expect(rows.items.map((r) => r.destinationCountry)).toEqual(['PT', 'JP']);
      expect(rows.items[1]).toEqual({
        id: tokyo.id,
        reference: tokyo.reference,
        status: 'draft',
        mode: tokyo.mode,
        carrier: 'MSC',
        consignee: { id: tokyo.consignee?.id, name: 'Tokyo Beans K.K.' },
        destinationCountry: 'JP',
        shipDate: tokyo.shipDate,
        eta: tokyo.eta,
        declaredValue: freightTotals(tokyo).totalDeclaredValue,
      });
      // A save and a status change show in the rows at once.
      await staff.update(
        tokyo.id,
        { ...freightInputOf(tokyo), carrier: 'Maersk' },
        { expectedUpdatedAt: tokyo.audit.updatedAt },
      );
      await staff.transition(lisbon.id, 'cancel');
      const after = await staff.rows(query({ text: 'maersk' }));
      expect(after.items.map((r) => [r.id, r.carrier])).toEqual([[tokyo.id, 'Maersk']]);
      const cancelled = await staff.rows(query({ filters: { status: ['cancelled'] } }));
      expect(cancelled.items.map((r) => [r.id, r.status])).toEqual([[lisbon.id, 'cancelled']]);
    });

    it('combines the values of a multi-value filter, and filters by party and by product', async () => {
      const { staff, input, party } = await setup();
      const drafted = await staff.create(input({ consignee: await party('Alpha', 'JP') }));
      const booked = await staff.create(input());
      await staff.transition(booked.id, 'book');
      const cancelled = await staff.create(input());
      await staff.transition(cancelled.id, 'cancel');
      const both = await staff.list(query({ filters: { status: ['draft', 'cancelled'] }, sort: null }));
      expect(both.items.map((r) => r.id).sort()).toEqual([drafted.id, cancelled.id].sort());
      const byParty = await staff.list(query({ filters: { party: drafted.consignee?.id ?? '' } }));
      expect(byParty.items.map((r) => r.id)).toEqual([drafted.id]);
      const productId = input().lines[0]?.productId ?? '';
      expect(productId).not.toBe('');
      expect((await staff.list(query({ filters: { product: productId } }))).total).toBe(3);
      expect((await staff.list(query({ filters: { product: 'no-such-product' } }))).total).toBe(0);
    });

    it('computes the dashboard for a given day', async () => {
      const { staff, input } = await setup();
      const record = await staff.create(input({ shipDate: '2026-11-10', eta: '2026-11-12' }));
      await staff.transition(record.id, 'book');
      const booked = await staff.dashboard('2026-11-21');
      expect(booked.byStatus.booked).toBe(1);
      expect(booked.lateEtas.map((l) => l.id)).toEqual([record.id]);
      expect(booked.declaredThisMonth.shipments).toBe(0);
      expect(booked.recentActivity[0]).toMatchObject({ recordId: record.id, to: 'booked' });
      await staff.transition(record.id, 'depart', { date: '2026-10-31' });
      expect((await staff.dashboard('2026-11-21')).declaredThisMonth.shipments).toBe(0);
      expect((await staff.dashboard('2026-10-31')).declaredThisMonth.shipments).toBe(1);
    });
  });
}
