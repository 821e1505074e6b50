import { FirebaseError } from 'firebase/app';
import { describe, expect, it } from 'vitest';
import { guarded } from '../../../src/adapters/firebase/firebase-errors';
import { createMemoryStores } from '../../../src/adapters/memory/memory-stores';
import { emptyMemoryData } from '../../../src/adapters/memory/memory-data';
import { makeBackend, type BackendStores } from '../../../src/application/backend';
import { isAppError } from '../../../src/application/errors/app-error';
import type { Caller } from '../../../src/application/auth/caller';
import { createLocalProductRepository } from '../../../src/application/local/local-master-data-repositories';
import { errorCodeOf } from '../../../src/ui/components/error-text';
import { messages } from '../../../src/ui/i18n/errors.messages';
import { sampleProduct } from '../../adapters/contracts/master-data-samples';
import { plan } from '../support/hardening-report';

/**
 * Firestore failing with permission-denied, unavailable and deadline-exceeded on list, get, save and import, as the
 * screens of firebase mode meet it: the use cases and their local repositories over stores that fail the way the
 * Firestore adapters fail (a FirebaseError through the adapters' own `guarded`). The emulator cannot be made to
 * answer these on demand, so the store is a fake at this port; the translation and the use cases are the real ones.
 * Each must reach the screen as a stable code that has a sentence in both languages, and store nothing.
 */
const CODES = { 'permission-denied': 'forbidden', unavailable: 'network', 'deadline-exceeded': 'timeout' } as const;
const OPS = ['list', 'get', 'save', 'import'] as const;
type Code = keyof typeof CODES;
type Op = (typeof OPS)[number];
const CASES = (Object.keys(CODES) as Code[]).flatMap((code) => OPS.map((op) => `${code} on ${op}` as const));
const table = plan('unit', 'fault', 'firestore failures', CASES);

const STAFF: Caller = { id: 'u-staff', name: 'Bruno Staff', role: 'user' };

function failingStores(code: Code): { stores: BackendStores; stored: () => number } {
  const data = emptyMemoryData();
  const real = createMemoryStores(data);
  const fail = () => guarded<never>(() => Promise.reject(new FirebaseError(code, `Firestore said ${code}`)));
  return {
    stores: {
      ...real,
      tx: { run: () => fail() },
      products: { ...real.products, list: () => fail(), lookup: () => fail() },
    },
    stored: () => data.products.size,
  };
}

describe('Firestore failures at the use cases', () => {
  it('reach the screen as a stable code with a sentence, storing nothing', async () => {
    let n = 0;
    for (const name of table.cases) {
      const [code, op] = name.split(' on ') as [Code, Op];
      const { stores, stored } = failingStores(code);
      const core = makeBackend(stores, {
        clock: { now: () => new Date('2026-11-21T12:00:00Z') },
        ids: { newId: (prefix) => `${prefix}-${(n += 1)}` },
        accounts: { create: async () => ({ authId: `acc-${(n += 1)}` }), remove: async () => undefined },
      });
      const products = createLocalProductRepository(core.products, { current: async () => STAFF });
      const attempt: Record<Op, () => Promise<unknown>> = {
        list: () => products.list({ text: '', filters: {}, sort: null, page: 1, pageSize: 25 }),
        get: () => products.get('p-1'),
        save: () => products.create(sampleProduct('FAIL'), { requestId: `fail-${name}` }),
        import: () => products.importMany([sampleProduct('FAIL1'), sampleProduct('FAIL2')]),
      };
      let seen: string;
      let stable = false;
      try {
        await attempt[op]();
        seen = 'succeeded although the store failed';
      } catch (error) {
        const shown = isAppError(error) ? errorCodeOf(error) : `not an AppError: ${String(error)}`;
        stable =
          shown === CODES[code] &&
          Object.hasOwn(messages.en, `error.${shown}`) &&
          Object.hasOwn(messages.pt, `error.${shown}`);
        seen = `code ${shown}`;
      }
      table.observe(name, {
        // What the person saved or asked for is not silently gone: they are told, with a sentence, and can retry.
        lost: stable ? 0 : 1,
        duplicated: stored(),
        seen: `${seen}; products stored ${stored()}`,
      });
      expect(stable).toBe(true);
    }
  });
});
