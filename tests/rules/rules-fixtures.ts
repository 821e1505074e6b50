import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, setLogLevel, type Firestore } from 'firebase/firestore';
import { createRulesTestEnvironment } from '../support/emulators';

// Every expected denial would otherwise print a gRPC warning.
setLogLevel('silent');

export type Role = 'anonymous' | 'outsider' | 'pending' | 'inactive' | 'user' | 'admin';

// Auth uids; a user record's document id equals its account's uid.
export const UID = {
  admin: 'uid-admin',
  user: 'uid-user',
  inactive: 'uid-inactive',
  pending: 'uid-pending', // registered themself, waiting for an admin
  outsider: 'uid-outsider', // signed in, but no user record
  target: 'uid-target', // another staff member that admins edit and delete
} as const;

export function userRecord(uid: string, rule: 'admin' | 'user', status = 'active') {
  return { name: `Name ${uid}`, auth: uid, email: `${uid}@demo.com`, status, rule };
}

export const seed = {
  [`users/${UID.admin}`]: userRecord(UID.admin, 'admin'),
  [`users/${UID.user}`]: userRecord(UID.user, 'user'),
  [`users/${UID.inactive}`]: userRecord(UID.inactive, 'admin', 'inactive'),
  [`users/${UID.target}`]: userRecord(UID.target, 'user'),
  [`users/${UID.pending}`]: userRecord(UID.pending, 'user', 'pending'),
  'products/p1': { code: 'P-001', descriptionEn: 'Coffee beans' },
  'contacts/c1': { firstname: 'Ana', lastname: 'Silva', company: 'Exporta Ltda' },
  'freight/f-draft': { reference: 'FR-2026-000001', status: 'draft', freightValue: 1000 },
  'freight/f-booked': { reference: 'FR-2026-000002', status: 'booked', freightValue: 2000 },
  'freight/f-delivered': { reference: 'FR-2026-000000', status: 'delivered', notes: '' },
  'counters/freight': { lastReference: 'FR-2026-000002' },
};

/** Registers the suite's hooks: one rules environment, cleared and seeded before every test. */
export function seededRulesEnvironment(): () => RulesTestEnvironment {
  let env: RulesTestEnvironment | null = null;
  beforeAll(async () => {
    env = await createRulesTestEnvironment();
  });
  afterAll(async () => {
    await env?.cleanup();
  });
  beforeEach(async () => {
    await resetAndSeed(current());
  });
  const current = (): RulesTestEnvironment => {
    if (!env) throw new Error('the rules environment starts in beforeAll');
    return env;
  };
  return current;
}

export async function resetAndSeed(env: RulesTestEnvironment): Promise<void> {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = firestoreOf(context);
    for (const [path, data] of Object.entries(seed)) await setDoc(doc(db, path), data);
  });
}

// The test context hands out a compat instance; the modular functions unwrap it themselves.
export function firestoreOf(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}

export function dbAs(env: RulesTestEnvironment, role: Role): Firestore {
  if (role === 'anonymous') return firestoreOf(env.unauthenticatedContext());
  return firestoreOf(env.authenticatedContext(UID[role], { email: `${UID[role]}@demo.com` }));
}
