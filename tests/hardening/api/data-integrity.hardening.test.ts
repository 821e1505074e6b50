import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartyRef } from '../../../src/domain/freight/freight-record';
import { MONEY_LIMITS } from '../../../src/domain/shared/money-limits';
import { sampleContact, sampleProduct } from '../../adapters/contracts/master-data-samples';
import { aLine } from '../../domain/freight/freight-test-data';
import { plan, type Observation } from '../support/hardening-report';
import { describeAnswer, isStableRefusal, startHarness, validFreight, type Answer, type Harness } from './api-harness';
import { signIn } from '../../adapters/rest/rest-target';
import { brasiliaDay } from '../../../src/domain/trade/brasilia-day';

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
/** The server's day: shipments depart, arrive and are delivered on it, whenever the suite runs. */
// The day in Brasília, as the rules count it (from 21:00 there the UTC date is already tomorrow).
const TODAY = brasiliaDay(new Date());
const ON_TODAY = { shipDate: TODAY, eta: TODAY } as const;
const ACTIONS: Record<(typeof STATUSES)[number], readonly { action: string; date?: string }[]> = {
  booked: [{ action: 'book' }],
  delivered: [
    { action: 'book' },
    { action: 'depart', date: TODAY },
    { action: 'arrive', date: TODAY },
    { action: 'deliver', date: TODAY },
  ],
  cancelled: [{ action: 'book' }, { action: 'cancel' }],
};

describe('an edit that leaves paperwork out', () => {
  const fields = Object.keys(PAPERWORK) as PaperworkField[];
  const cases = STATUSES.flatMap((status) => fields.map((field) => `${field} left out, ${status}` as const));
  const table = plan('api', 'input', 'omitted fields', cases);

  /** A sea shipment with all of its paperwork, moved to `status` by the transitions. */
  async function shipmentIn(status: (typeof STATUSES)[number]) {
    const input = { ...validFreight({ shipper, consignee }), ...ON_TODAY, mode: 'sea', incoterm: 'CIF', ...PAPERWORK };
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

const MAX = MONEY_LIMITS.amountMinor;
/** One line worth `minor` of the invoice currency (quantity 1). */
const lineWorth = (minor: number, id = 'l1') => aLine({ id, quantityMilli: 1000, unitValueMinor: minor });

describe('money beyond its limits', () => {
  const table = plan('api', 'input', 'money limits', [
    'quantity x price past 2^53',
    'line amount one past the limit',
    'declared value past the limit over two lines',
    'declared value in BRL past the limit at its rate',
    'freight value one past the limit',
    'insured amount one past the limit',
    'two shipments of 4.6e15 minor units',
    'product price one past the limit',
  ] as const);

  /** Refused with `validation.failed` naming `field` with `code`, and nothing stored. */
  async function refusedAt(path: string, body: unknown, field: string, code: string): Promise<Observation> {
    const total = async () => Number((await h.send('GET', `${path}?pageSize=1`, { token: h.adminToken })).body.total);
    const before = await total();
    const answer = await h.send('POST', path, { body });
    const after = await total();
    const fieldErrors = (answer.body.fieldErrors ?? {}) as Record<string, string>;
    return {
      unsafe: !isStableRefusal(answer) || fieldErrors[field] !== code || after !== before,
      seen: `${describeAnswer(answer)}; records ${before} -> ${after}`,
    };
  }
  const shipment = (patch: Record<string, unknown>) => ({
    input: { ...validFreight({ shipper, consignee }), incoterm: 'FOB', ...patch },
  });

  it('refuses each at its field with a code, never a 500', async () => {
    const run: Record<(typeof table.cases)[number], () => Promise<Observation>> = {
      'quantity x price past 2^53': () =>
        refusedAt(
          '/api/freight',
          shipment({ lines: [aLine({ quantityMilli: 2 ** 39, unitValueMinor: 2 ** 32 })] }),
          'lines.0.quantity',
          'lineTooLarge',
        ),
      'line amount one past the limit': () =>
        refusedAt('/api/freight', shipment({ lines: [lineWorth(MAX + 1)] }), 'lines.0.unitValue', 'tooLarge'),
      'declared value past the limit over two lines': () =>
        refusedAt(
          '/api/freight',
          shipment({ lines: [lineWorth(MAX), lineWorth(MAX, 'l2')] }),
          'lines',
          'totalTooLarge',
        ),
      'declared value in BRL past the limit at its rate': () =>
        refusedAt(
          '/api/freight',
          shipment({ lines: [lineWorth(MAX)], exchangeRate: { rateMicros: 5_432_100, date: TODAY } }),
          'exchangeRate.rate',
          'totalTooLarge',
        ),
      'freight value one past the limit': () =>
        refusedAt('/api/freight', shipment({ freightValueMinor: MAX + 1 }), 'freightValue', 'tooLarge'),
      'insured amount one past the limit': () =>
        refusedAt('/api/freight', shipment({ insuredAmountMinor: MAX + 1 }), 'insuredAmount', 'tooLarge'),
      'two shipments of 4.6e15 minor units': () =>
        refusedAt('/api/freight', shipment({ lines: [lineWorth(4.6e15)] }), 'lines.0.unitValue', 'tooLarge'),
      'product price one past the limit': () =>
        refusedAt(
          '/api/products',
          { ...sampleProduct('limit'), unitPrice: { minor: MAX + 1, currency: 'USD' } },
          'unitPriceMinor',
          'tooLarge',
        ),
    };
    const unsafe: string[] = [];
    for (const name of table.cases) {
      unsafe.push(...(await settle((o) => table.observe(name, o), run[name])).map((seen) => `${name}: ${seen}`));
    }
    expect(unsafe).toEqual([]);
  });
});

describe('the dashboard over shipments at the limits', () => {
  const table = plan('api', 'input', 'dashboard sums', ['month of shipments at the limit'] as const);

  it('adds them exactly', async () => {
    const unsafe = await settle(
      (o) => table.observe('month of shipments at the limit', o),
      async () => {
        const read = async () => {
          const answer = await h.send('GET', `/api/freight/dashboard?today=${TODAY}`);
          if (answer.status !== 200) throw new Error(`dashboard: ${describeAnswer(answer)}`);
          return answer.body.declaredThisMonth as { usd: { minor: number }; brl: { minor: number } };
        };
        const before = await read();
        const seeds = [
          { currency: 'USD', exchangeRate: { rateMicros: 1_000_000, date: TODAY } },
          { currency: 'USD', exchangeRate: { rateMicros: 1_000_000, date: TODAY } },
          { currency: 'BRL', exchangeRate: null },
          { currency: 'BRL', exchangeRate: null },
        ];
        for (const seed of seeds) {
          const created = await h.send('POST', '/api/freight', {
            body: shipmentAtLimit(seed),
            token: h.adminToken,
          });
          if (created.status !== 201) throw new Error(`create: ${describeAnswer(created)}`);
          for (const step of [{ action: 'book' }, { action: 'depart', date: TODAY }]) {
            const moved = await h.send('POST', `/api/freight/${String(created.body.id)}/transitions`, {
              body: step,
              token: h.adminToken,
            });
            if (moved.status !== 200) throw new Error(`${step.action}: ${describeAnswer(moved)}`);
          }
        }
        const after = await read();
        const usd = after.usd.minor - before.usd.minor;
        const brl = after.brl.minor - before.brl.minor;
        return {
          unsafe: usd !== 2 * MAX || brl !== 4 * MAX,
          seen: `USD +${usd} (expected ${2 * MAX}), BRL +${brl} (expected ${4 * MAX})`,
        };
      },
    );
    expect(unsafe).toEqual([]);
  });

  function shipmentAtLimit(seed: { currency: string; exchangeRate: unknown }) {
    return {
      input: {
        ...validFreight({ shipper, consignee }),
        ...ON_TODAY,
        incoterm: 'FOB',
        lines: [lineWorth(MAX)],
        ...seed,
      },
    };
  }
});

/** Refused with a stable code naming `code` at some field, or as the refusal's own code. */
function refusedWith(answer: Answer, code: string): Observation {
  const fieldErrors = Object.values((answer.body.fieldErrors ?? {}) as Record<string, string>);
  const named = answer.body.code === code || fieldErrors.includes(code);
  return { unsafe: !isStableRefusal(answer) || !named, seen: describeAnswer(answer) };
}

describe('impossible dates', () => {
  const table = plan('api', 'input', 'impossible dates', [
    'list filter shipDateFrom 9999-99-99',
    'list filter shipDateTo 2026-02-30',
    'dashboard today 2026-02-30',
    'exchange rate date 9999-99-99',
    'transition date 2026-02-30',
    'ship date 9999-99-99',
  ] as const);

  it('are refused as invalidDate before any store sees them', async () => {
    const created = await h.send('POST', '/api/freight', { body: { input: validFreight({ shipper, consignee }) } });
    const id = String(created.body.id);
    await h.send('POST', `/api/freight/${id}/transitions`, { body: { action: 'book' } });
    const run: Record<(typeof table.cases)[number], () => Promise<Observation>> = {
      'list filter shipDateFrom 9999-99-99': async () =>
        refusedWith(await h.send('GET', '/api/freight/rows?shipDateFrom=9999-99-99'), 'invalidDate'),
      'list filter shipDateTo 2026-02-30': async () =>
        refusedWith(await h.send('GET', '/api/freight?shipDateTo=2026-02-30'), 'invalidDate'),
      'dashboard today 2026-02-30': async () =>
        refusedWith(await h.send('GET', '/api/freight/dashboard?today=2026-02-30'), 'invalidDate'),
      'exchange rate date 9999-99-99': async () =>
        refusedWith(await h.send('GET', '/api/exchange-rates/USD?date=9999-99-99'), 'invalidDate'),
      'transition date 2026-02-30': async () =>
        refusedWith(
          await h.send('POST', `/api/freight/${id}/transitions`, { body: { action: 'depart', date: '2026-02-30' } }),
          'invalidDate',
        ),
      'ship date 9999-99-99': async () =>
        refusedWith(
          await h.send('POST', '/api/freight', {
            body: { input: { ...validFreight({ shipper, consignee }), shipDate: '9999-99-99', eta: null } },
          }),
          'invalidDate',
        ),
    };
    const unsafe: string[] = [];
    for (const name of table.cases) {
      unsafe.push(...(await settle((o) => table.observe(name, o), run[name])).map((seen) => `${name}: ${seen}`));
    }
    expect(unsafe).toEqual([]);
  });
});

describe('codes and addresses that pass for something else', () => {
  const table = plan('api', 'input', 'lookalike text', [
    'product code with a Cyrillic letter',
    'product code with a zero-width space',
    'product code with a right-to-left override',
    'product code imported with a Cyrillic letter',
    'contact web javascript:',
    'contact web JavaScript: with a tab',
    'contact web data:',
  ] as const);

  it('are refused at their field', async () => {
    const product = (code: string) => ({ ...sampleProduct(`x${code.length}`), code });
    const contact = (web: string) => ({ ...sampleContact(`web${web.length}`), web });
    const run: Record<(typeof table.cases)[number], () => Promise<Observation>> = {
      'product code with a Cyrillic letter': async () =>
        refusedWith(await h.send('POST', '/api/products', { body: product('\u0420-0001') }), 'codeCharacters'),
      'product code with a zero-width space': async () =>
        refusedWith(await h.send('POST', '/api/products', { body: product('P-\u200b0001') }), 'codeCharacters'),
      'product code with a right-to-left override': async () =>
        refusedWith(await h.send('POST', '/api/products', { body: product('P-\u202e1000') }), 'codeCharacters'),
      'product code imported with a Cyrillic letter': async () => {
        const answer = await h.send('POST', '/api/products/import', {
          body: { rows: [product('\u0420-0002')] },
          token: h.adminToken,
        });
        const text = JSON.stringify(answer.body);
        return { unsafe: !isStableRefusal(answer) || !text.includes('codeCharacters'), seen: describeAnswer(answer) };
      },
      'contact web javascript:': async () =>
        refusedWith(await h.send('POST', '/api/contacts', { body: contact('javascript:alert(1)') }), 'webAddress'),
      'contact web JavaScript: with a tab': async () =>
        refusedWith(await h.send('POST', '/api/contacts', { body: contact('Java\tScript:alert(1)') }), 'webAddress'),
      'contact web data:': async () =>
        refusedWith(
          await h.send('POST', '/api/contacts', { body: contact('data:text/html,<script>alert(1)</script>') }),
          'webAddress',
        ),
    };
    const unsafe: string[] = [];
    for (const name of table.cases) {
      unsafe.push(...(await settle((o) => table.observe(name, o), run[name])).map((seen) => `${name}: ${seen}`));
    }
    expect(unsafe).toEqual([]);
  });
});

describe('deleting what has history', () => {
  const table = plan('api', 'input', 'history kept', [
    'user with shipments set back to pending, then refused',
    'contact used by a shipment deleted',
    'product used by a shipment line deleted',
  ] as const);

  it('refuses, keeping the record', async () => {
    const run: Record<(typeof table.cases)[number], () => Promise<Observation>> = {
      'user with shipments set back to pending, then refused': async () => {
        const email = `history.${Date.now()}@demo.com`;
        const made = await h.send('POST', '/api/staff/users', {
          body: { name: 'Has History', email, password: 'history-kept-1', rule: 'user' },
          token: h.adminToken,
        });
        if (made.status !== 201) throw new Error(`create: ${describeAnswer(made)}`);
        const id = String(made.body.id);
        const token = (await signIn(h.target, { email, password: 'history-kept-1' })).accessToken;
        const shipment = await h.send('POST', '/api/freight', {
          body: { input: validFreight({ shipper, consignee }) },
          token,
        });
        if (shipment.status !== 201) throw new Error(`shipment: ${describeAnswer(shipment)}`);
        const pending = await h.send('PUT', `/api/staff/users/${id}`, {
          body: { name: 'Has History', rule: 'user', status: 'pending', expectedUpdatedAt: made.body.updatedAt },
          token: h.adminToken,
        });
        const answer = await h.send('POST', `/api/staff/users/${id}/refuse`, { token: h.adminToken });
        const still = await h.send('GET', `/api/staff/users/${id}`, { token: h.adminToken });
        return {
          unsafe: still.status !== 200 || (answer.status < 400 && pending.status === 200) || answer.status >= 500,
          seen: `pending ${describeAnswer(pending)}; refuse ${describeAnswer(answer)}; user ${still.status}`,
        };
      },
      'contact used by a shipment deleted': async () => {
        const contact = await h.send('POST', '/api/contacts', { body: sampleContact('used') });
        const ref = { id: String(contact.body.id), name: String(contact.body.company), country: 'BR' };
        await h.send('POST', '/api/freight', { body: { input: validFreight({ shipper: ref, consignee }) } });
        const answer = await h.send('DELETE', `/api/contacts/${ref.id}?expectedUpdatedAt=${contact.body.updatedAt}`, {
          token: h.adminToken,
        });
        const still = await h.send('GET', `/api/contacts/${ref.id}`);
        return { ...refusedWith(answer, 'record.inUse'), ...(still.status !== 200 ? { unsafe: true } : {}) };
      },
      'product used by a shipment line deleted': async () => {
        const product = await h.send('POST', '/api/products', { body: sampleProduct('used') });
        const productId = String(product.body.id);
        await h.send('POST', '/api/freight', {
          body: { input: { ...validFreight({ shipper, consignee }), lines: [aLine({ productId })] } },
        });
        const answer = await h.send(
          'DELETE',
          `/api/products/${productId}?expectedUpdatedAt=${product.body.updatedAt}`,
          {
            token: h.adminToken,
          },
        );
        const still = await h.send('GET', `/api/products/${productId}`);
        return { ...refusedWith(answer, 'record.inUse'), ...(still.status !== 200 ? { unsafe: true } : {}) };
      },
    };
    const unsafe: string[] = [];
    for (const name of table.cases) {
      unsafe.push(...(await settle((o) => table.observe(name, o), run[name])).map((seen) => `${name}: ${seen}`));
    }
    expect(unsafe).toEqual([]);
  });
});

describe('saved views that pass for something else', () => {
  const table = plan('api', 'input', 'saved views', [
    "shared view named 'Official'",
    "shared view named 'Ｄｅｆａｕｌｔ' in full-width letters",
    'view name with a right-to-left override',
    "state key 'constructor'",
    "state key 'prototype'",
    "state key '__proto__'",
  ] as const);

  it('are refused, or kept without what they smuggled', async () => {
    const view = (patch: Record<string, unknown>) => ({
      list: 'freight',
      name: 'Mine',
      shared: false,
      state: {},
      columns: [],
      ...patch,
    });
    const post = (body: unknown) => h.send('POST', '/api/views', { body });
    const run: Record<(typeof table.cases)[number], () => Promise<Observation>> = {
      "shared view named 'Official'": async () =>
        refusedWith(await post(view({ name: 'Official', shared: true })), 'reservedName'),
      "shared view named 'Ｄｅｆａｕｌｔ' in full-width letters": async () =>
        refusedWith(await post(view({ name: 'Ｄｅｆａｕｌｔ', shared: true })), 'reservedName'),
      'view name with a right-to-left override': async () =>
        refusedWith(await post(view({ name: 'Late \u202eeta' })), 'hiddenCharacters'),
      "state key 'constructor'": async () =>
        refusedWith(await post(view({ state: { constructor: 'x' } })), 'reservedKey'),
      "state key 'prototype'": async () => refusedWith(await post(view({ state: { prototype: 'x' } })), 'reservedKey'),
      "state key '__proto__'": async () => {
        const answer = await h.send('POST', '/api/views', {
          rawBody: JSON.stringify(view({ state: { marker: 'x' } })).replace('"marker"', '"__proto__"'),
        });
        if (isStableRefusal(answer)) return { unsafe: false, seen: describeAnswer(answer) };
        const state = JSON.stringify(answer.body.state ?? {});
        return {
          unsafe: answer.status !== 201 || state.includes('__proto__'),
          seen: `${describeAnswer(answer)} ${state}`,
        };
      },
    };
    const unsafe: string[] = [];
    for (const name of table.cases) {
      unsafe.push(...(await settle((o) => table.observe(name, o), run[name])).map((seen) => `${name}: ${seen}`));
    }
    expect(unsafe).toEqual([]);
  });
});

describe('a CSV import retried after a timeout', () => {
  const table = plan('api', 'fault', 'import retried', [
    'contacts import sent twice with one request id',
    'products import sent twice with one request id',
    'request id reused for another import',
  ] as const);

  it('creates its rows once', async () => {
    const total = async (path: string) =>
      Number((await h.send('GET', `${path}?pageSize=1`, { token: h.adminToken })).body.total);
    const twice = async (path: string, rows: unknown[]): Promise<Observation> => {
      const requestId = `import-${path}-${Date.now()}`;
      const before = await total(path);
      const first = await h.send('POST', `${path}/import`, { body: { rows, requestId }, token: h.adminToken });
      const second = await h.send('POST', `${path}/import`, { body: { rows, requestId }, token: h.adminToken });
      const after = await total(path);
      const created = after - before;
      return {
        lost: Math.max(0, rows.length - created),
        duplicated: Math.max(0, created - rows.length),
        seen: `${describeAnswer(first)} then ${describeAnswer(second)} ${JSON.stringify(second.body)}; records +${created}`,
      };
    };
    const stamp = Date.now() % 100000;
    const run: Record<(typeof table.cases)[number], () => Promise<Observation>> = {
      'contacts import sent twice with one request id': () =>
        twice('/api/contacts', [sampleContact(`impa${stamp}`), sampleContact(`impb${stamp}`)]),
      'products import sent twice with one request id': () =>
        twice('/api/products', [sampleProduct(`ia${stamp}`), sampleProduct(`ib${stamp}`)]),
      'request id reused for another import': async () => {
        const requestId = `import-reused-${stamp}`;
        await h.send('POST', '/api/contacts/import', {
          body: { rows: [sampleContact(`impc${stamp}`)], requestId },
          token: h.adminToken,
        });
        const before = await total('/api/contacts');
        const other = await h.send('POST', '/api/contacts/import', {
          body: { rows: [sampleContact(`impd${stamp}`)], requestId },
          token: h.adminToken,
        });
        const after = await total('/api/contacts');
        return {
          duplicated: after - before,
          lost: other.body.code === 'request.reused' ? 0 : 1,
          seen: `${describeAnswer(other)}; records ${before} -> ${after}`,
        };
      },
    };
    const bad: string[] = [];
    for (const name of table.cases) {
      let seen: Observation;
      try {
        seen = await run[name]();
      } catch (error) {
        seen = { lost: 1, seen: `could not run: ${String(error).slice(0, 200)}` };
      }
      table.observe(name, seen);
      if ((seen.lost ?? 0) > 0 || (seen.duplicated ?? 0) > 0) bad.push(`${name}: ${seen.seen}`);
    }
    expect(bad).toEqual([]);
  });
});

describe('a save that names no version', () => {
  const table = plan('api', 'input', 'versions required', [
    'shipment saved without expectedUpdatedAt',
    'product saved without expectedUpdatedAt',
    'contact saved without expectedUpdatedAt',
    'user edited without expectedUpdatedAt',
  ] as const);

  it('is refused and overwrites nothing', async () => {
    const unchanged = async (path: string, field: string, answer: Answer, before: unknown): Promise<Observation> => {
      const after = (await h.send('GET', path, { token: h.adminToken })).body[field];
      const seen = refusedWith(answer, 'record.versionRequired');
      return { unsafe: seen.unsafe || after !== before, seen: `${seen.seen}; ${field} ${String(after)}` };
    };
    const run: Record<(typeof table.cases)[number], () => Promise<Observation>> = {
      'shipment saved without expectedUpdatedAt': async () => {
        const made = await h.send('POST', '/api/freight', { body: { input: validFreight({ shipper, consignee }) } });
        const path = `/api/freight/${String(made.body.id)}`;
        const answer = await h.send('PUT', path, {
          body: { input: { ...validFreight({ shipper, consignee }), notes: 'overwritten' } },
        });
        return unchanged(path, 'notes', answer, made.body.notes);
      },
      'product saved without expectedUpdatedAt': async () => {
        const made = await h.send('POST', '/api/products', { body: sampleProduct('nover') });
        const path = `/api/products/${String(made.body.id)}`;
        const answer = await h.send('PUT', path, { body: { ...sampleProduct('nover'), descriptionEn: 'overwritten' } });
        return unchanged(path, 'descriptionEn', answer, made.body.descriptionEn);
      },
      'contact saved without expectedUpdatedAt': async () => {
        const made = await h.send('POST', '/api/contacts', { body: sampleContact('nover') });
        const path = `/api/contacts/${String(made.body.id)}`;
        const answer = await h.send('PUT', path, { body: { ...sampleContact('nover'), city: 'Overwritten' } });
        return unchanged(path, 'city', answer, made.body.city);
      },
      'user edited without expectedUpdatedAt': async () => {
        const made = await h.send('POST', '/api/staff/users', {
          body: { name: 'No Version', email: `nover.${Date.now()}@demo.com`, password: 'demodemo', rule: 'user' },
          token: h.adminToken,
        });
        const path = `/api/staff/users/${String(made.body.id)}`;
        const answer = await h.send('PUT', path, {
          body: { name: 'Overwritten', rule: 'user', status: 'active' },
          token: h.adminToken,
        });
        return unchanged(path, 'name', answer, made.body.name);
      },
    };
    const unsafe: string[] = [];
    for (const name of table.cases) {
      unsafe.push(...(await settle((o) => table.observe(name, o), run[name])).map((seen) => `${name}: ${seen}`));
    }
    expect(unsafe).toEqual([]);
  });
});
