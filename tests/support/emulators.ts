import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';

export const EMULATOR_PROJECT_ID = 'demo-freightdesk';

export interface HostPort {
  readonly host: string;
  readonly port: number;
}

// Fail loudly (never skip) when a suite runs without the emulators around it.
function hostFromEnv(name: 'FIRESTORE_EMULATOR_HOST' | 'FIREBASE_AUTH_EMULATOR_HOST'): HostPort {
  const value = process.env[name];
  const match = value?.match(/^(.+):(\d+)$/);
  if (!match?.[1] || !match[2]) {
    throw new Error(`${name} is not set: run this suite through "bash scripts/emulators.sh run -- <command>"`);
  }
  return { host: match[1], port: Number(match[2]) };
}

export const firestoreEmulator = (): HostPort => hostFromEnv('FIRESTORE_EMULATOR_HOST');
export const authEmulator = (): HostPort => hostFromEnv('FIREBASE_AUTH_EMULATOR_HOST');

export function readFirestoreRules(): string {
  return readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
}

export function createRulesTestEnvironment(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: EMULATOR_PROJECT_ID,
    firestore: { ...firestoreEmulator(), rules: readFirestoreRules() },
  });
}

async function emulatorDelete(target: HostPort, path: string): Promise<void> {
  const response = await fetch(`http://${target.host}:${target.port}${path}`, {
    method: 'DELETE',
    headers: { authorization: 'Bearer owner' },
  });
  if (!response.ok) throw new Error(`DELETE ${path} failed: ${response.status} ${await response.text()}`);
}

export function clearFirestoreData(): Promise<void> {
  return emulatorDelete(firestoreEmulator(), `/emulator/v1/projects/${EMULATOR_PROJECT_ID}/databases/(default)/documents`);
}

export function clearAuthAccounts(): Promise<void> {
  return emulatorDelete(authEmulator(), `/emulator/v1/projects/${EMULATOR_PROJECT_ID}/accounts`);
}
