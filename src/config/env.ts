import * as z from 'zod/mini';
import type { FirebaseSettings } from '../adapters/firebase/firebase-app';
import { DEFAULT_IDLE_MINUTES } from '../domain/session/idle-session';

/** Settings parsed once at start-up. Each problem names the variable so an operator can fix it. */
export type Backend = 'mock' | 'http' | 'firebase';

export interface AppConfig {
  readonly backend: Backend;
  readonly apiBaseUrl: string;
  readonly httpTimeoutMs: number;
  /** A session with no input in any tab for this long is signed out. */
  readonly idleTimeoutMinutes: number;
  readonly mock: { readonly latencyMs: number; readonly seed: number; readonly freightCount: number };
  readonly firebase: FirebaseSettings | null;
  /** The Auth0 tenant, the app's client and the API (audience) whose access token the server exchanges. */
  readonly hostedLogin: { readonly domain: string; readonly clientId: string; readonly audience: string } | null;
}

export interface ConfigProblem {
  readonly variable: string;
  readonly problem: string;
}

export type ConfigResult = { ok: true; config: AppConfig } | { ok: false; problems: readonly ConfigProblem[] };

const text = z.optional(z.string().check(z.trim()));
const blankToUndefined = (v: string | undefined): string | undefined => (v === '' ? undefined : v);

// zod/mini keeps the start-up bundle small; the checks are the same as full zod's.
const schema = z.object({
  VITE_BACKEND: z.optional(z.enum(['mock', 'http', 'firebase', ''], { error: 'must be one of mock, http, firebase' })),
  VITE_API_BASE_URL: z.optional(
    z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' })]),
  ),
  VITE_HTTP_TIMEOUT_MS: text,
  VITE_IDLE_TIMEOUT_MINUTES: text,
  VITE_MOCK_LATENCY_MS: text,
  VITE_MOCK_SEED: text,
  VITE_MOCK_FREIGHT_COUNT: text,
  VITE_FIREBASE_API_KEY: text,
  VITE_FIREBASE_AUTH_DOMAIN: text,
  VITE_FIREBASE_PROJECT_ID: text,
  VITE_FIREBASE_APP_ID: text,
  VITE_FIREBASE_EMULATORS: z.optional(
    z.enum(['0', '1', 'true', 'false', ''], { error: 'must be 1, 0, true or false' }),
  ),
  VITE_FIREBASE_AUTH_EMULATOR_URL: text,
  VITE_FIRESTORE_EMULATOR_HOST: text,
  VITE_AUTH0_DOMAIN: text,
  VITE_AUTH0_CLIENT_ID: text,
  VITE_AUTH0_AUDIENCE: text,
});

type RawEnv = z.infer<typeof schema>;

function intSetting(
  env: RawEnv,
  variable: keyof RawEnv,
  min: number,
  max: number,
  fallback: number,
  problems: ConfigProblem[],
): number {
  const raw = blankToUndefined(env[variable]);
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (Number.isInteger(n) && n >= min && n <= max) return n;
  problems.push({ variable, problem: `must be a whole number from ${min} to ${max}, got "${raw}"` });
  return fallback;
}

function requiredProblems(env: RawEnv, backend: Backend, emulators: boolean): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const need = (variable: keyof RawEnv, why: string) => {
    if (blankToUndefined(env[variable]) === undefined) problems.push({ variable, problem: `is required ${why}` });
  };
  if (backend === 'http') need('VITE_API_BASE_URL', 'when VITE_BACKEND=http');
  if (backend === 'firebase' && !emulators) {
    for (const v of [
      'VITE_FIREBASE_API_KEY',
      'VITE_FIREBASE_AUTH_DOMAIN',
      'VITE_FIREBASE_PROJECT_ID',
      'VITE_FIREBASE_APP_ID',
    ] as const) {
      need(v, 'when VITE_BACKEND=firebase without emulators');
    }
  }
  const hosted = ['VITE_AUTH0_DOMAIN', 'VITE_AUTH0_CLIENT_ID', 'VITE_AUTH0_AUDIENCE'] as const;
  const given = hosted.filter((v) => blankToUndefined(env[v]) !== undefined);
  if (given.length > 0 && given.length < hosted.length) {
    for (const variable of hosted.filter((v) => !given.includes(v))) {
      problems.push({ variable, problem: 'is required when another hosted-login setting is given' });
    }
  }
  return problems;
}

export function parseConfig(raw: Readonly<Record<string, string | boolean | undefined>>): ConfigResult {
  const input: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (key.startsWith('VITE_')) input[key] = typeof value === 'boolean' ? String(value) : value;
  }
  const parsed = z.safeParse(schema, input);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => ({
        variable: String(issue.path[0] ?? 'environment'),
        problem: issue.message,
      })),
    };
  }
  const env = parsed.data;
  const backend: Backend = (blankToUndefined(env.VITE_BACKEND) as Backend | undefined) ?? 'mock';
  const emulators = env.VITE_FIREBASE_EMULATORS === '1' || env.VITE_FIREBASE_EMULATORS === 'true';
  const problems = requiredProblems(env, backend, emulators);
  const httpTimeoutMs = intSetting(env, 'VITE_HTTP_TIMEOUT_MS', 1000, 120_000, 15_000, problems);
  const idleTimeoutMinutes = intSetting(env, 'VITE_IDLE_TIMEOUT_MINUTES', 1, 10_080, DEFAULT_IDLE_MINUTES, problems);
  const latencyMs = intSetting(env, 'VITE_MOCK_LATENCY_MS', 0, 10_000, 250, problems);
  const seed = intSetting(env, 'VITE_MOCK_SEED', 1, 2_147_483_647, 20_261_121, problems);
  const freightCount = intSetting(env, 'VITE_MOCK_FREIGHT_COUNT', 1, 100_000, 2_000, problems);
  if (problems.length > 0) return { ok: false, problems };
  const domain = blankToUndefined(env.VITE_AUTH0_DOMAIN);
  const clientId = blankToUndefined(env.VITE_AUTH0_CLIENT_ID);
  const audience = blankToUndefined(env.VITE_AUTH0_AUDIENCE);
  return {
    ok: true,
    config: {
      backend,
      apiBaseUrl: backend === 'http' ? (env.VITE_API_BASE_URL ?? '') : '',
      httpTimeoutMs,
      idleTimeoutMinutes,
      mock: { latencyMs, seed, freightCount },
      firebase:
        backend === 'firebase'
          ? {
              apiKey: blankToUndefined(env.VITE_FIREBASE_API_KEY) ?? 'demo-api-key',
              authDomain: blankToUndefined(env.VITE_FIREBASE_AUTH_DOMAIN) ?? 'demo-freightdesk.firebaseapp.com',
              projectId: blankToUndefined(env.VITE_FIREBASE_PROJECT_ID) ?? 'demo-freightdesk',
              appId: blankToUndefined(env.VITE_FIREBASE_APP_ID) ?? 'demo-app-id',
              useEmulators: emulators,
              authEmulatorUrl: blankToUndefined(env.VITE_FIREBASE_AUTH_EMULATOR_URL) ?? 'http://127.0.0.1:9099',
              firestoreEmulatorHost: blankToUndefined(env.VITE_FIRESTORE_EMULATOR_HOST) ?? '127.0.0.1:8080',
            }
          : null,
      hostedLogin: domain && clientId && audience ? { domain, clientId, audience } : null,
    },
  };
}
