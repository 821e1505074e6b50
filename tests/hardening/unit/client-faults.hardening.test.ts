import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { guarded } from '../../../src/adapters/firebase/firebase-errors';
import { createHttpClient } from '../../../src/adapters/http/http-client';
import { createHttpProductRepository } from '../../../src/adapters/http/http-product-repository.adapter';
import { emptyMemoryData } from '../../../src/adapters/memory/memory-data';
import { createMemoryStores } from '../../../src/adapters/memory/memory-stores';
import type { Caller } from '../../../src/application/auth/caller';
import { makeBackend } from '../../../src/application/backend';
import { isAppError } from '../../../src/application/errors/app-error';
import { errorCodeOf } from '../../../src/ui/components/error-text';
import { messages } from '../../../src/ui/i18n/errors.messages';
import { sampleProduct } from '../../adapters/contracts/master-data-samples';
import { plan } from '../support/hardening-report';

/**
 * Faults between the screens and the backend that a unit can inject exactly: the REST client meeting an answer
 * that is HTML, broken JSON or the wrong shape, a 401 whose refresh fails, a token that expires between reading and
 * saving; and the use case creating a member of staff whose record write fails after the sign-in account was made.
 * The browser suite runs on the mock backend, whose answers never cross the network, so these run here against the
 * real adapters and use cases with a fake fetch or a failing store.
 */
const table = plan('unit', 'fault', 'client and account faults', [
  'API answering HTML',
  'API answering bad JSON',
  'API answering a wrong schema',
  '401 followed by a failing refresh',
  'token expiring mid-edit',
  'user record write failing after the account was created',
] as const);

const json = { 'Content-Type': 'application/json' };
const query = { text: '', filters: {}, sort: null, page: 1, pageSize: 25 };

/** The code a screen shows for a failure, and whether both languages have a sentence for it. */
function shown(error: unknown): { code: string; sentence: boolean } {
  if (!isAppError(error)) return { code: `not an AppError: ${String(error)}`, sentence: false };
  const code = errorCodeOf(error);
  return { code, sentence: Object.hasOwn(messages.en, `error.${code}`) && Object.hasOwn(messages.pt, `error.${code}`) };
}

function clientAnswering(answer: (request: Request) => Response) {
  const http = createHttpClient({
    baseUrl: 'http://api.test',
    timeoutMs: 2_000,
    fetch: () => async (input, init) => answer(new Request(input, init)),
  });
  return http;
}

describe('faults between the screens and the backend', () => {
  it('end in a stable code with a sentence, never in a second record or a silent loss', async () => {
    const answers = {
      'API answering HTML': () => new Response('<!doctype html><h1>502 Bad Gateway</h1>', { status: 200 }),
      'API answering bad JSON': () => new Response('{"items": [', { status: 200, headers: json }),
      'API answering a wrong schema': () =>
        new Response(JSON.stringify({ items: 'none', total: 'many' }), { status: 200, headers: json }),
    } as const;
    for (const name of Object.keys(answers) as (keyof typeof answers)[]) {
      const products = createHttpProductRepository(clientAnswering(answers[name]));
      const outcome = await products.list(query).then(
        () => ({ code: 'accepted the answer', sentence: false }),
        (error: unknown) => shown(error),
      );
      table.observe(name, {
        lost: outcome.code === 'malformed' && outcome.sentence ? 0 : 1,
        seen: `code ${outcome.code}; sentence in en and pt: ${outcome.sentence}`,
      });
      expect(outcome.code).toBe('malformed');
    }

    {
      let expired = 0;
      let refreshes = 0;
      const http = clientAnswering(
        () =>
          new Response(JSON.stringify({ error: 'expired', code: 'auth.token.invalid' }), {
            status: 401,
            headers: json,
          }),
      );
      http.setAuth({
        token: () => 'old-token',
        refresh: async () => {
          refreshes += 1;
          return null;
        },
        onExpired: () => (expired += 1),
      });
      const outcome = await createHttpProductRepository(http)
        .create(sampleProduct('EXP'), { requestId: 'r-exp' })
        .then(
          () => ({ code: 'saved', sentence: false }),
          (error: unknown) => shown(error),
        );
      // The session's end reaches the app once (which keeps the open form's input as a draft: browser suite).
      const told = outcome.code !== 'saved' && outcome.sentence && expired === 1;
      table.observe('401 followed by a failing refresh', {
        lost: told ? 0 : 1,
        seen: `code ${outcome.code}; refreshes ${refreshes}; session ended ${expired} time(s)`,
      });
      expect(told).toBe(true);
    }

    {
      let token = 'token-a';
      const saved: string[] = [];
      const http = clientAnswering((request) => {
        const auth = request.headers.get('Authorization');
        if (auth !== 'Bearer token-b')
          return new Response(JSON.stringify({ error: 'x', code: 'auth' }), { status: 401 });
        saved.push(request.method);
        const body = { ...sampleProduct('MID'), id: 'p-mid', updatedAt: '2026-11-21T12:00:00.000Z' };
        return new Response(JSON.stringify(body), { status: 200, headers: json });
      });
      http.setAuth({
        token: () => token,
        refresh: async () => (token = 'token-b'),
        onExpired: () => undefined,
      });
      const result = await createHttpProductRepository(http)
        .update('p-mid', sampleProduct('MID'), { expectedUpdatedAt: '2026-11-21T11:00:00.000Z' })
        .then(
          (record) => `saved ${record.code}`,
          (error: unknown) => `refused ${shown(error).code}`,
        );
      table.observe('token expiring mid-edit', {
        lost: saved.length === 0 ? 1 : 0,
        duplicated: Math.max(0, saved.length - 1),
        seen: `${result}; the server applied ${saved.length} save(s)`,
      });
      expect(saved).toEqual(['PUT']);
    }

    {
      const data = emptyMemoryData();
      const real = createMemoryStores(data);
      const accounts = new Set<string>();
      let failNext = true;
      let n = 0;
      const core = makeBackend(
        {
          ...real,
          tx: {
            run: (work) =>
              real.tx.run((uow) =>
                work({
                  ...uow,
                  users: {
                    ...uow.users,
                    put: (record) => {
                      if (!failNext) return uow.users.put(record);
                      failNext = false;
                      return guarded(() => Promise.reject(new FirebaseError('unavailable', 'write failed')));
                    },
                  },
                }),
              ),
          },
        },
        {
          clock: { now: () => new Date('2026-11-21T12:00:00Z') },
          ids: { newId: (prefix) => `${prefix}-${(n += 1)}` },
          accounts: {
            create: async () => {
              const authId = `acc-${(n += 1)}`;
              accounts.add(authId);
              return { authId };
            },
            remove: async (authId) => void accounts.delete(authId),
          },
        },
      );
      const admin: Caller = { id: 'u-admin', name: 'Ana Admin', role: 'admin' };
      const input = {
        name: 'New Staff',
        email: 'new.staff@demo.com',
        password: 'secret123-long',
        rule: 'user' as const,
      };
      const first = await core.users.create(admin, input, 'req-1').then(
        () => ({ code: 'created', sentence: false }),
        (error: unknown) => shown(error),
      );
      const orphans = accounts.size;
      const retry = await core.users.create(admin, input, 'req-1');
      const records = [...data.users.values()].filter((u) => u.email === 'new.staff@demo.com');
      table.observe('user record write failing after the account was created', {
        lost: first.sentence && records.length === 1 ? 0 : 1,
        duplicated: orphans + Math.max(0, records.length - 1) + Math.max(0, accounts.size - 1),
        seen: `first ${first.code}; accounts left after it ${orphans}; retry made ${retry.email}; records ${records.length}, accounts ${accounts.size}`,
      });
      expect(orphans).toBe(0);
    }
  });
});
