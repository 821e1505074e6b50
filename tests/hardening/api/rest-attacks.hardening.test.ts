import { SignJWT } from 'jose';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREIGHT_CSV_COLUMNS } from '../../../src/domain/freight/freight-csv';
import type { FreightRecord, PartyRef } from '../../../src/domain/freight/freight-record';
import { recordsToCsv } from '../../../src/domain/shared/csv';
import { sampleContact, sampleProduct } from '../../adapters/contracts/master-data-samples';
import { aLine } from '../../domain/freight/freight-test-data';
import { plan, type Observation } from '../support/hardening-report';
import { describeAnswer, isStableRefusal, startHarness, validFreight, type Answer, type Harness } from './api-harness';

/**
 * Bad inputs against the Node server on PGlite, through the REST contract as any client could send them. Each
 * table's case is judged from what the server answered AND what it stored: a refusal must be a 4xx with the
 * contract's refusal shape and a code, and must leave the store as it was; an answer the server accepted must be
 * what a later read gives back.
 */
const SECRET = new TextEncoder().encode('a-test-secret-of-at-least-thirty-two-bytes');
const MB = 1024 * 1024;

let h: Harness;
let shipper: PartyRef;
let consignee: PartyRef;

beforeAll(async () => {
  h = await startHarness();
  const contacts = await h.send('GET', '/api/contacts?pageSize=100');
  const items = contacts.body.items as { id: string; company: string; country: string; roles: string[] }[];
  const ref = (c: (typeof items)[number]) => ({ id: c.id, name: c.company, country: c.country });
  const shippers = items.filter((c) => c.roles.includes('shipper') && c.company !== '');
  const consignees = items.filter((c) => c.roles.includes('consignee') && c.company !== '');
  shipper = ref(shippers[0]!);
  consignee = ref(consignees.find((c) => c.id !== shipper.id)!);
});
afterAll(() => h?.server.stop());

/** Refused with a stable code, and the store holds as many records of this collection as before. */
async function refusedUnchanged(collection: string, attempt: () => Promise<Answer>): Promise<Observation> {
  const total = async () =>
    Number((await h.send('GET', `${collection}?pageSize=1`, { token: h.adminToken })).body.total);
  const before = await total();
  const answer = await attempt();
  const after = await total();
  const unsafe = !isStableRefusal(answer) || after !== before;
  return { unsafe, seen: `${describeAnswer(answer)}; records ${before} -> ${after}` };
}

/** Refused with a code and nothing stored, or stored with the field in its normal form (as `br` becomes `BR`). */
async function refusedOrNormalised(
  collection: string,
  attempt: () => Promise<Answer>,
  field: string,
  normal: string,
): Promise<Observation> {
  const answer = await attempt();
  if (isStableRefusal(answer)) return { unsafe: false, seen: describeAnswer(answer) };
  const stored = await h.send('GET', `${collection}/${String(answer.body.id)}`, { token: h.adminToken });
  const value = String(stored.body[field]);
  const unsafe = answer.status !== 201 || value !== normal || answer.body[field] !== normal;
  return { unsafe, seen: `${describeAnswer(answer)}; stored ${field} "${value}"` };
}

function settle(observe: (o: Observation) => void, run: () => Promise<Observation>) {
  return run().then(observe, (error: unknown) => {
    observe({ unsafe: true, seen: `could not run: ${String(error)}` });
  });
}

describe('tokens', () => {
  const table = plan('api', 'input', 'jwt', [
    'alg none',
    'other algorithm (HS512)',
    'no subject',
    'inactive subject',
    'far-future expiry, forged signature',
  ] as const);

  it('refuses every forged or dead token with a code', async () => {
    const users = await h.send('GET', '/api/staff/users?pageSize=100', { token: h.adminToken });
    const admin = (users.body.items as { id: string; email: string }[]).find((u) => u.email === 'admin@demo.com')!;
    const now = Math.floor(Date.now() / 1000);
    const claims = { purpose: 'access', role: 'admin' };
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const created = await h.send('POST', '/api/staff/users', {
      token: h.adminToken,
      body: { name: 'Leaving Soon', email: 'leaving@demo.com', password: 'secret123-long', rule: 'admin' },
    });
    const leaving = created.body as { id: string; updatedAt: string };
    const leavingToken = (
      await h.send('POST', '/api/authenticate/login/user', {
        token: '',
        body: { email: 'leaving@demo.com', password: 'secret123-long' },
      })
    ).body.accessToken as string;
    await h.send('PUT', `/api/staff/users/${leaving.id}`, {
      token: h.adminToken,
      body: { name: 'Leaving Soon', rule: 'admin', status: 'inactive', expectedUpdatedAt: leaving.updatedAt },
    });
    const tokens: Record<(typeof table.cases)[number], string> = {
      'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, sub: admin.id, iss: 'freightdesk', iat: now, exp: now + 600 })}.`,
      'other algorithm (HS512)': await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS512' })
        .setIssuer('freightdesk')
        .setSubject(admin.id)
        .setIssuedAt(now)
        .setExpirationTime(now + 600)
        .sign(SECRET),
      'no subject': await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('freightdesk')
        .setIssuedAt(now)
        .setExpirationTime(now + 600)
        .sign(SECRET),
      'inactive subject': leavingToken,
      'far-future expiry, forged signature': await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('freightdesk')
        .setSubject(admin.id)
        .setIssuedAt(now)
        .setExpirationTime(now + 100 * 365 * 86400)
        .sign(new TextEncoder().encode('not-the-servers-secret-but-32-bytes-long')),
    };
    expect(typeof leavingToken).toBe('string');
    for (const name of table.cases) {
      await settle(
        (o) => table.observe(name, o),
        async () => {
          const answer = await h.send('GET', '/api/staff/users?pageSize=1', { token: tokens[name] });
          // 401 for a token that is not the server's; 403 (account inactive) for a real token of a disabled account.
          const expected = name === 'inactive subject' ? [401, 403] : [401];
          return {
            unsafe: !expected.includes(answer.status) || !isStableRefusal(answer),
            seen: describeAnswer(answer),
          };
        },
      );
    }
  });
});

describe('accounts', () => {
  const table = plan('api', 'input', 'accounts', [
    'register e-mail differing by case',
    'register e-mail with spaces',
    'register e-mail with a homoglyph',
    'admin creates e-mail differing by case',
    '1 MB password at sign-in',
    '1 MB password at registration',
    "role 'Admin' on create",
    "role 'editor' on create",
    "role ['admin'] on create",
    'role null on create',
    "role 'Admin' on edit",
    "role 'editor' on edit",
    "role ['admin'] on edit",
    'role null on edit',
    'registration carrying role admin',
    'staff raising own role',
  ] as const);

  it('keeps e-mails unique and roles within the list, whoever asks', async () => {
    const register = (email: string, password = 'secret123-long', extra: object = {}) =>
      h.send('POST', '/api/authenticate/register/user', {
        token: '',
        body: { name: 'Mallory', email, password, ...extra },
      });
    const users = (await h.send('GET', '/api/staff/users?pageSize=100', { token: h.adminToken })).body.items as {
      id: string;
      email: string;
      rule: string;
      status: string;
      updatedAt: string;
    }[];
    const staff = users.find((u) => u.email === 'staff@demo.com')!;
    const roleOnCreate = (rule: unknown) => () =>
      h.send('POST', '/api/staff/users', {
        token: h.adminToken,
        body: {
          name: 'Role Test',
          email: `role-${Math.random().toString(36).slice(2)}@demo.com`,
          password: 'secret123-long',
          rule,
        },
      });
    const roleOnEdit = (rule: unknown) => async () => {
      const answer = await h.send('PUT', `/api/staff/users/${staff.id}`, {
        token: h.adminToken,
        body: { name: staff.email, rule, status: 'active', expectedUpdatedAt: staff.updatedAt },
      });
      return answer;
    };
    const run: Record<(typeof table.cases)[number], () => Promise<Observation>> = {
      'register e-mail differing by case': () => refusedUnchanged('/api/staff/users', () => register('ADMIN@Demo.com')),
      'register e-mail with spaces': () => refusedUnchanged('/api/staff/users', () => register('  admin@demo.com ')),
      'register e-mail with a homoglyph': async () => {
        // A Cyrillic "е": another address. At most a pending registration; never an account that signs in.
        const answer = await register('admin@d\u0435mo.com');
        const login = await h.send('POST', '/api/authenticate/login/user', {
          token: '',
          body: { email: 'admin@d\u0435mo.com', password: 'secret123-long' },
        });
        const pending = answer.status === 202 && (answer.body.user as { status?: string }).status === 'pending';
        const unsafe = !(pending || isStableRefusal(answer)) || login.status === 200;
        return { unsafe, seen: `${describeAnswer(answer)}; sign-in ${describeAnswer(login)}` };
      },
      'admin creates e-mail differing by case': () =>
        refusedUnchanged('/api/staff/users', () =>
          h.send('POST', '/api/staff/users', {
            token: h.adminToken,
            body: { name: 'Twin', email: 'Staff@DEMO.com', password: 'secret123-long', rule: 'user' },
          }),
        ),
      '1 MB password at sign-in': async () => {
        const started = Date.now();
        const answer = await h.send('POST', '/api/authenticate/login/user', {
          token: '',
          body: { email: 'admin@demo.com', password: 'x'.repeat(MB) },
        });
        const ms = Date.now() - started;
        return { unsafe: !isStableRefusal(answer) || ms > 5_000, seen: `${describeAnswer(answer)} in ${ms} ms` };
      },
      '1 MB password at registration': () =>
        refusedUnchanged('/api/staff/users', () => register('big@demo.com', 'x'.repeat(MB))),
      "role 'Admin' on create": () => refusedUnchanged('/api/staff/users', roleOnCreate('Admin')),
      "role 'editor' on create": () => refusedUnchanged('/api/staff/users', roleOnCreate('editor')),
      "role ['admin'] on create": () => refusedUnchanged('/api/staff/users', roleOnCreate(['admin'])),
      'role null on create': () => refusedUnchanged('/api/staff/users', roleOnCreate(null)),
      "role 'Admin' on edit": () => editRefused(staff.id, roleOnEdit('Admin')),
      "role 'editor' on edit": () => editRefused(staff.id, roleOnEdit('editor')),
      "role ['admin'] on edit": () => editRefused(staff.id, roleOnEdit(['admin'])),
      'role null on edit': () => editRefused(staff.id, roleOnEdit(null)),
      'registration carrying role admin': async () => {
        const answer = await register('climber@demo.com', 'secret123-long', { rule: 'admin', status: 'active' });
        const user = answer.body.user as { rule?: string; status?: string } | undefined;
        const unsafe = isStableRefusal(answer) ? false : user?.rule !== 'user' || user.status !== 'pending';
        return { unsafe, seen: `${describeAnswer(answer)} rule=${user?.rule} status=${user?.status}` };
      },
      'staff raising own role': () =>
        editRefused(staff.id, () =>
          h.send('PUT', `/api/staff/users/${staff.id}`, {
            body: { name: 'Staff', rule: 'admin', status: 'active', expectedUpdatedAt: staff.updatedAt },
          }),
        ),
    };
    for (const name of table.cases) await settle((o) => table.observe(name, o), run[name]);
  });
});

/** Refused with a code, and the user's stored role and status are what they were. */
async function editRefused(id: string, attempt: () => Promise<Answer>): Promise<Observation> {
  const read = async () => {
    const body = (await h.send('GET', `/api/staff/users/${id}`, { token: h.adminToken })).body;
    return `${String(body.rule)}/${String(body.status)}`;
  };
  const before = await read();
  const answer = await attempt();
  const after = await read();
  return {
    unsafe: !isStableRefusal(answer) || after !== before,
    seen: `${describeAnswer(answer)}; ${before} -> ${after}`,
  };
}

describe('products and contacts', () => {
  const table = plan('api', 'input', 'master data', [
    'price 2^53',
    'price negative',
    'weight 1.5 grams',
    'price 1e400',
    '1 MB description',
    'product country br',
    'product country BRA',
    'product country ZZ',
    'HS code with dots',
    'HS code of 7 digits',
    'HS code with letters',
    'NCM not under its HS code',
    'contact country br',
    'contact country BRA',
    'contact country ZZ',
    'import of 501 rows',
  ] as const);

  it('refuses products and contacts the rules forbid, storing nothing', async () => {
    let n = 0;
    const product = (patch: Record<string, unknown>) => () =>
      h.send('POST', '/api/products', { body: { ...sampleProduct(`HX${(n += 1)}`), ...patch } });
    const contact = (patch: Record<string, unknown>) => () =>
      h.send('POST', '/api/contacts', { body: { ...sampleContact(`hx${(n += 1)}`), ...patch } });
    const usd = (minor: number) => ({ unitPrice: { minor, currency: 'USD' } });
    const run: Record<(typeof table.cases)[number], () => Promise<Observation>> = {
      'price 2^53': () => refusedUnchanged('/api/products', product(usd(2 ** 53))),
      'price negative': () => refusedUnchanged('/api/products', product(usd(-1))),
      'weight 1.5 grams': () => refusedUnchanged('/api/products', product({ netWeightGrams: 1.5 })),
      'price 1e400': () =>
        refusedUnchanged('/api/products', () =>
          h.send('POST', '/api/products', {
            rawBody: JSON.stringify({ ...sampleProduct('HXBIG'), unitPrice: { minor: 1, currency: 'USD' } }).replace(
              '"minor":1,',
              '"minor":1e400,',
            ),
          }),
        ),
      '1 MB description': () => refusedUnchanged('/api/products', product({ descriptionEn: 'x'.repeat(MB) })),
      'product country br': () =>
        refusedOrNormalised('/api/products', product({ countryOfOrigin: 'br' }), 'countryOfOrigin', 'BR'),
      'product country BRA': () => refusedUnchanged('/api/products', product({ countryOfOrigin: 'BRA' })),
      'product country ZZ': () => refusedUnchanged('/api/products', product({ countryOfOrigin: 'ZZ' })),
      'HS code with dots': () =>
        refusedOrNormalised('/api/products', product({ hsCode: '0901.11' }), 'hsCode', '090111'),
      'HS code of 7 digits': () => refusedUnchanged('/api/products', product({ hsCode: '0901111' })),
      'HS code with letters': () => refusedUnchanged('/api/products', product({ hsCode: '09O111' })),
      'NCM not under its HS code': () =>
        refusedUnchanged('/api/products', product({ hsCode: '090111', ncmCode: '12011000' })),
      'contact country br': () => refusedOrNormalised('/api/contacts', contact({ country: 'br' }), 'country', 'BR'),
      'contact country BRA': () => refusedUnchanged('/api/contacts', contact({ country: 'BRA' })),
      'contact country ZZ': () => refusedUnchanged('/api/contacts', contact({ country: 'ZZ' })),
      'import of 501 rows': () =>
        refusedUnchanged('/api/products', () =>
          h.send('POST', '/api/products/import', {
            body: { rows: Array.from({ length: 501 }, (_, i) => sampleProduct(`IMP${i}`)) },
          }),
        ),
    };
    for (const name of table.cases) await settle((o) => table.observe(name, o), run[name]);
  });
});

describe('shipments', () => {
  const table = plan('api', 'input', 'shipments', [
    'freight value 2^53',
    'insurance negative',
    'quantity 1.5 where thousandths are whole',
    'packages 1e400',
    'exchange rate 0',
    'discount over 100 %',
    'discount over the line value',
    '1 MB notes',
    '5,000 invoice lines',
    'ship date 2026-02-30',
    'ship date 0000-01-01',
    'ETA before ship date',
    'shipper equal to consignee',
    'deleted contact as shipper',
    'spoofed party name',
    'destination br',
    'destination BRA',
    'destination ZZ',
    'line HS code with dots',
    'line NCM of 7 digits',
    'line NCM with letters',
    'line NCM not under its HS code',
  ] as const);

  it('refuses shipments the rules forbid, storing nothing', async () => {
    const base = () => validFreight({ shipper, consignee });
    const create = (patch: Record<string, unknown>) => () =>
      h.send('POST', '/api/freight', { body: { input: { ...base(), ...patch } } });
    const line = (patch: Record<string, unknown>) => create({ lines: [aLine(patch)] });
    const refused = (attempt: () => Promise<Answer>) => refusedUnchanged('/api/freight', attempt);
    const deleted = await h.send('POST', '/api/contacts', { body: sampleContact('gone') });
    const gone = deleted.body as { id: string; company: string; country: string; updatedAt: string };
    await h.send('DELETE', `/api/contacts/${gone.id}`);
    const run: Record<(typeof table.cases)[number], () => Promise<Observation>> = {
      'freight value 2^53': () => refused(create({ freightValueMinor: 2 ** 53 })),
      'insurance negative': () => refused(create({ insuranceValueMinor: -100 })),
      'quantity 1.5 where thousandths are whole': () => refused(line({ quantityMilli: 1.5 })),
      'packages 1e400': () =>
        refused(() =>
          h.send('POST', '/api/freight', {
            rawBody: JSON.stringify({ input: { ...base(), packages: 7 } }).replace('"packages":7', '"packages":1e400'),
          }),
        ),
      'exchange rate 0': () => refused(create({ exchangeRate: { rateMicros: 0, date: '2026-11-20' } })),
      'discount over 100 %': () => refused(line({ discount: { kind: 'percent', basisPoints: 10_001 } })),
      'discount over the line value': () => refused(line({ discount: { kind: 'amount', minor: 1_000_000 } })),
      '1 MB notes': () => refused(create({ notes: 'n'.repeat(MB) })),
      '5,000 invoice lines': () =>
        refused(create({ lines: Array.from({ length: 5000 }, (_, i) => aLine({ id: `l${i}` })) })),
      'ship date 2026-02-30': () => refused(create({ shipDate: '2026-02-30', eta: '2026-03-05' })),
      'ship date 0000-01-01': () => refused(create({ shipDate: '0000-01-01', eta: '2026-03-05' })),
      'ETA before ship date': () => refused(create({ shipDate: '2026-11-25', eta: '2026-11-20' })),
      'shipper equal to consignee': () => refused(create({ consignee: shipper })),
      'deleted contact as shipper': () =>
        refused(create({ shipper: { id: gone.id, name: gone.company, country: gone.country } })),
      'spoofed party name': async () => {
        // The contact's id with another name: refused, or stored under the contact's own name.
        const answer = await create({ shipper: { ...shipper, name: 'Evil Imports Ltd' } })();
        if (isStableRefusal(answer)) return { unsafe: false, seen: describeAnswer(answer) };
        const stored = await h.send('GET', `/api/freight/${String(answer.body.id)}`);
        const name = (stored.body.shipper as PartyRef | undefined)?.name;
        return { unsafe: name !== shipper.name, seen: `${describeAnswer(answer)}; stored shipper name "${name}"` };
      },
      'destination br': () => refused(create({ destinationCountry: 'br' })),
      'destination BRA': () => refused(create({ destinationCountry: 'BRA' })),
      'destination ZZ': () => refused(create({ destinationCountry: 'ZZ' })),
      'line HS code with dots': () => refused(line({ hsCode: '0901.11' })),
      'line NCM of 7 digits': () => refused(line({ ncmCode: '0901111' })),
      'line NCM with letters': () => refused(line({ ncmCode: '0901111O' })),
      'line NCM not under its HS code': () => refused(line({ hsCode: '090111', ncmCode: '12011000' })),
    };
    for (const name of table.cases) await settle((o) => table.observe(name, o), run[name]);
  });
});

describe('versions and request ids', () => {
  const table = plan('api', 'input', 'versions', [
    'missing expectedUpdatedAt',
    'stale expectedUpdatedAt',
    'future expectedUpdatedAt',
    'request id reused with another body',
  ] as const);

  it('saves only over the version the client read, and never lets a request id stand for two bodies', async () => {
    const created = await h.send('POST', '/api/freight', { body: { input: validFreight({ shipper, consignee }) } });
    const id = String(created.body.id);
    const read = async () => (await h.send('GET', `/api/freight/${id}`)).body;
    const save = (notes: string, expected: string | undefined) =>
      h.send('PUT', `/api/freight/${id}`, {
        body: {
          input: { ...validFreight({ shipper, consignee }), notes },
          ...(expected === undefined ? {} : { expectedUpdatedAt: expected }),
        },
      });
    const run: Record<(typeof table.cases)[number], () => Promise<Observation>> = {
      'missing expectedUpdatedAt': async () => {
        // Refused (record.versionRequired), or, where a host still took it, what it answers must be stored.
        const answer = await save('no version given', undefined);
        const stored = await read();
        const accepted = answer.status === 200 && stored.notes === 'no version given';
        return {
          unsafe: !(accepted || isStableRefusal(answer)),
          seen: `${describeAnswer(answer)}; stored notes "${String(stored.notes)}"`,
        };
      },
      'stale expectedUpdatedAt': async () => {
        const first = String(created.body.audit && (created.body.audit as { updatedAt: string }).updatedAt);
        // Someone saves over the first version (a save must name one), so it is stale from here on.
        const current = (await read()).audit as { updatedAt: string };
        if (current.updatedAt === first) await save('saved by someone else', first);
        const before = await read();
        const answer = await save('from a stale copy', first);
        const after = await read();
        return {
          unsafe: answer.body.code !== 'record.stale' || !isStableRefusal(answer) || after.notes !== before.notes,
          seen: `${describeAnswer(answer)}; notes "${String(after.notes)}"`,
        };
      },
      'future expectedUpdatedAt': async () => {
        const before = await read();
        const answer = await save('from the future', '2999-01-01T00:00:00.000Z');
        const after = await read();
        return {
          unsafe: answer.body.code !== 'record.stale' || !isStableRefusal(answer) || after.notes !== before.notes,
          seen: `${describeAnswer(answer)}; notes "${String(after.notes)}"`,
        };
      },
      'request id reused with another body': async () => {
        const requestId = 'hardening-reused-id';
        const first = await h.send('POST', '/api/freight', {
          body: { input: validFreight({ shipper, consignee }), requestId },
        });
        const total = async () => Number((await h.send('GET', '/api/freight?pageSize=1')).body.total);
        const before = await total();
        const second = await h.send('POST', '/api/freight', {
          body: { input: { ...validFreight({ shipper, consignee }), notes: 'another body' }, requestId },
        });
        const after = await total();
        return {
          unsafe:
            first.status !== 201 ||
            second.body.code !== 'request.reused' ||
            !isStableRefusal(second) ||
            after !== before,
          seen: `first ${describeAnswer(first)}; second ${describeAnswer(second)}; records ${before} -> ${after}`,
        };
      },
    };
    for (const name of table.cases) await settle((o) => table.observe(name, o), run[name]);
  });
});

describe('list queries and record ids', () => {
  const lists = plan('api', 'input', 'list queries', [
    'page size 0',
    'page size 10^9',
    'page NaN',
    'sort __proto__',
    '10,000-character search',
  ] as const);
  const ids = plan('api', 'input', 'record ids', ['.', '..', '%2e%2e', 'a/b', '1,600 bytes'] as const);

  it('refuses malformed list queries or clamps them, for every list', async () => {
    const collections = ['/api/freight', '/api/products', '/api/contacts', '/api/staff/users'];
    const queries: Record<(typeof lists.cases)[number], string> = {
      'page size 0': 'pageSize=0',
      'page size 10^9': 'pageSize=1000000000',
      'page NaN': 'page=NaN',
      'sort __proto__': 'sort=__proto__',
      '10,000-character search': `q=${'a'.repeat(10_000)}`,
    };
    for (const name of lists.cases) {
      await settle(
        (o) => lists.observe(name, o),
        async () => {
          const seen: string[] = [];
          let unsafe = false;
          for (const path of collections) {
            const answer = await h.send('GET', `${path}?${queries[name]}`, { token: h.adminToken });
            const items = answer.body.items as unknown[] | undefined;
            // A page size over the limit may be clamped (at most 100 rows come back); anything else is refused.
            const clamped = name === 'page size 10^9' && answer.status === 200 && (items?.length ?? 101) <= 100;
            if (!clamped && !isStableRefusal(answer)) unsafe = true;
            seen.push(`${path} ${describeAnswer(answer)}`);
          }
          return { unsafe, seen: seen.join('; ') };
        },
      );
    }
  });

  it('never lets a path id reach a store other than as a refused id', async () => {
    const created = await h.send('POST', '/api/products', { body: sampleProduct('IDS') });
    const product = created.body as { updatedAt: string };
    const paths: Record<(typeof ids.cases)[number], string> = {
      '.': '.',
      '..': '..',
      '%2e%2e': '%2e%2e',
      'a/b': 'a%2Fb',
      '1,600 bytes': 'x'.repeat(1600),
    };
    for (const name of ids.cases) {
      await settle(
        (o) => ids.observe(name, o),
        async () => {
          const seen: string[] = [];
          let unsafe = false;
          const total = async () => Number((await h.send('GET', '/api/products?pageSize=1')).body.total);
          const before = await total();
          for (const [method, base, body] of [
            ['GET', '/api/freight/', undefined],
            ['GET', '/api/products/', undefined],
            ['PUT', '/api/products/', { ...sampleProduct('IDS'), expectedUpdatedAt: product.updatedAt }],
            ['DELETE', '/api/contacts/', undefined],
            ['GET', '/api/staff/users/', undefined],
          ] as const) {
            const answer = await h.sendRawPath(method, `${base}${paths[name]}`, h.adminToken, body);
            // `.` and `..` resolve to the collection or the API root in any URL parser: a list or a 404 is fine.
            const listAnswer = answer.status === 200 && Array.isArray(answer.body.items) && method === 'GET';
            if (!listAnswer && !isStableRefusal(answer)) unsafe = true;
            seen.push(`${method} ${base}… ${describeAnswer(answer)}`);
          }
          const after = await total();
          if (after !== before) unsafe = true;
          return { unsafe, seen: seen.join('; ') };
        },
      );
    }
  });
});

describe('export cells', () => {
  const table = plan('api', 'input', 'export cells', [
    '=',
    '+',
    '-',
    '@',
    'tab',
    'carriage return',
    'space then =',
    'full-width ＝',
  ] as const);

  it('neutralises every cell that a spreadsheet would read as a formula', async () => {
    const starts: Record<(typeof table.cases)[number], string> = {
      '=': '=',
      '+': '+',
      '-': '-',
      '@': '@',
      tab: '\t=',
      'carriage return': '\r=',
      'space then =': ' =',
      'full-width ＝': '\uFF1D',
    };
    for (const name of table.cases) {
      await settle(
        (o) => table.observe(name, o),
        async () => {
          const carrier = `${starts[name]}HYPERLINK("http://evil.example","x${table.cases.indexOf(name)}")`;
          const created = await h.send('POST', '/api/freight', {
            body: { input: { ...validFreight({ shipper, consignee }), carrier } },
          });
          // What the list screen's export writes: the records the API answers, through the export columns.
          const listed = (await h.send('GET', '/api/freight?sort=reference&dir=desc&pageSize=20')).body
            .items as FreightRecord[];
          const csv = recordsToCsv(listed, FREIGHT_CSV_COLUMNS, { bom: true });
          const tag = `"x${table.cases.indexOf(name)}")`;
          const rows = Papa.parse<string[]>(csv).data;
          // The cell as a spreadsheet reads it, leading blanks dropped as Excel and LibreOffice do.
          const cell = rows.flat().find((c) => c.includes(tag));
          const unquoted = (cell ?? '').trimStart();
          const formula = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/.test(unquoted);
          return {
            unsafe: created.status !== 201 || cell === undefined || formula,
            seen: `created ${describeAnswer(created)}; cell ${JSON.stringify((cell ?? '').slice(0, 30))}`,
          };
        },
      );
    }
  });
});
