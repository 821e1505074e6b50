import { freightRowsPage } from '../../../src/domain/freight/freight-row';
import { act } from '@testing-library/react';
import { vi, type Mock } from 'vitest';
import { AppError } from '../../../src/application/errors/app-error';
import type { FreightUseCases } from '../../../src/application/freight/freight.use-cases';
import type { Session } from '../../../src/application/auth/session';
import { applyTransition, type FreightActor } from '../../../src/domain/freight/freight-lifecycle';
import { type FreightRecord } from '../../../src/domain/freight/freight-record';
import { createFreightRecord } from '../../../src/domain/freight/freight-record-builders';
import { createFreightIndex, queryFreight } from '../../../src/domain/freight/freight-query';
import { renderRoute } from '../../support/render-with-app';
import { seededRateOn } from '../../../src/adapters/mock/fixtures/exchange-rates.fixture';
import { ptaxDateFor } from '../../../src/domain/trade/exchange-rate-quote';
import type { ProductUseCases } from '../../../src/application/products/product.use-cases';
import type { ContactUseCases } from '../../../src/application/contacts/contact.use-cases';
import type { DocumentUseCases } from '../../../src/application/documents/document.use-cases';
import type { Contact } from '../../../src/domain/contact/contact';
import type { LiveChanges } from '../../../src/application/ports/live-changes.port';
import { fakeProducts } from '../products/render-products';
import { importNfeForShipment } from '../../../src/application/freight/nfe-import-for-shipment';
import { loadNfeXmlReader } from '../../../src/adapters/nfe/nfe-xml-reader.lazy';

export type FakeFreight = { [K in keyof FreightUseCases]: Mock<FreightUseCases[K]> };

const ACTOR: FreightActor = { id: 'u-admin', name: 'Ana Admin', role: 'admin' };

/** The freight use cases over an array, answering as the backend does; every call is counted. */
export function memoryFreight(rows: FreightRecord[]): FakeFreight {
  const find = (id: string) => {
    const found = rows.find((r) => r.id === id);
    if (!found) throw new AppError('not-found', 'No such shipment.');
    return found;
  };
  const put = (record: FreightRecord) => {
    const at = rows.findIndex((r) => r.id === record.id);
    if (at >= 0) rows[at] = record;
    else rows.push(record);
    return record;
  };
  const all: FreightUseCases = {
    list: async (query) => {
      const { match: _match, ...page } = queryFreight(createFreightIndex(rows), query);
      return page;
    },
    rows: async (query) => {
      const { match: _match, ...page } = queryFreight(createFreightIndex(rows), query);
      return freightRowsPage(page);
    },
    matchingIds: async (query) =>
      queryFreight(createFreightIndex(rows), { ...query, page: 1, pageSize: rows.length || 1 }).items.map((r) => r.id),
    get: async (id) => find(id),
    save: async (id, input) =>
      put(
        id === null
          ? createFreightRecord(input, {
              id: `f-new-${rows.length}`,
              reference: `FR-2026-${String(900000 + rows.length)}`,
              at: '2026-11-21T12:00:00.000Z',
              by: ACTOR,
            })
          : { ...find(id), ...input },
      ),
    changeStatus: async (id, action) => {
      const moved = applyTransition(find(id), action, { at: '2026-11-21T12:00:00.000Z', by: ACTOR });
      if (!moved.ok) throw new AppError('conflict', 'Refused.');
      return put(moved.value);
    },
    changeStatusMany: async (ids, action, details) => {
      const updated: FreightRecord[] = [];
      const refused: { id: string; reference: string; code: string; details: Record<string, string> }[] = [];
      for (const id of ids) {
        const before = find(id);
        const moved = applyTransition(before, action, {
          at: '2026-11-21T12:00:00.000Z',
          by: ACTOR,
          ...(details?.date ? { date: details.date } : {}),
        });
        if (moved.ok) updated.push(put(moved.value));
        else {
          const { code, ...rest } = moved.error;
          const details = Object.fromEntries(
            Object.entries(rest).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v)]),
          );
          refused.push({ id, reference: before.reference, code: `freight.transition.${code}`, details });
        }
      }
      return { updated, refused };
    },
    dashboard: async () => {
      throw new AppError('server', 'No dashboard in this test.');
    },
    searchParties: async () => [],
    searchProducts: async () => [],
    today: () => '2026-11-21',
    // The rate source has not answered yet: a screen test that wants a rate gives `tableRuleRate` (below).
    ruleRate: () => new Promise(() => undefined),
    // The real reader and import, over the products the fake's `searchProducts` finds (none unless a test says).
    importNfe: (files, shipment) =>
      importNfeForShipment(
        { loadReader: loadNfeXmlReader, lookup: { searchProducts: (text) => fake.searchProducts(text) } },
        files,
        shipment,
      ),
  };
  const fake = Object.fromEntries(Object.entries(all).map(([k, f]) => [k, vi.fn(f)])) as unknown as FakeFreight;
  return fake;
}

/** The rule's rate from the mock's seeded table (the currencies with a PTAX), or `rate.unavailable`. */
export const tableRuleRate: FreightUseCases['ruleRate'] = async (currency, invoiceDate) => {
  const day = ptaxDateFor(invoiceDate);
  const rateMicros = day.ok ? seededRateOn(currency, day.value) : null;
  if (!day.ok || rateMicros === null) throw new AppError('not-found', 'No rate.', { code: 'rate.unavailable' });
  return { date: day.value, rateMicros, source: 'table', overridden: false };
};

/** Contacts whose every search finds `found` (none by default: the pickers find nothing). */
export function fakeContacts(found: readonly Contact[] = []): ContactUseCases {
  return {
    list: async () => ({ items: [], total: 0, page: 1, pageCount: 1 }),
    search: async () => [...found],
    get: async () => {
      throw new AppError('not-found', 'No such contact.');
    },
    save: async () => {
      throw new AppError('server', 'No save in this test.');
    },
    remove: async () => undefined,
    importMany: async () => ({ created: 0 }),
  };
}

export const STAFF: Session = {
  userId: 'u-staff',
  name: 'Sam Staff',
  email: 'staff@demo.com',
  role: 'user',
  loggedInWith: 'jwt',
};

/** A freight screen through the app's own routes (loaders, query cache, signed-in frame). */
export async function renderFreightScreen(
  path: string,
  freight: FreightUseCases,
  options: {
    session?: Session;
    locale?: 'en' | 'pt';
    products?: ProductUseCases;
    documents?: DocumentUseCases;
    live?: LiveChanges;
  } = {},
) {
  let result: Awaited<ReturnType<typeof renderRoute>> | undefined;
  await act(async () => {
    result = await renderRoute(path, {
      useCases: {
        freight,
        contacts: fakeContacts(),
        products: options.products ?? fakeProducts(),
        ...(options.documents ? { documents: options.documents } : {}),
        ...(options.live ? { live: options.live } : {}),
      },
      ...(options.session ? { session: options.session } : {}),
      locale: options.locale ?? 'en',
    });
  });
  return result as Awaited<ReturnType<typeof renderRoute>>;
}
