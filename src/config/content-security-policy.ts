import type { AppConfig } from './env';

/**
 * The Content-Security-Policy of the app, one per build (its mode's backends), written once: the build puts it in
 * the page (a meta element, without the directives a meta cannot carry), and every host sends it as a header
 * (scripts/page-policy.mjs reads it from the built page; firebase.json and docs/security.md carry it, tested). Scripts come only from the app's origin (no
 * inline script, no eval); styles may be inline because Mantine injects style elements and style attributes.
 */
type Directives = Readonly<Record<string, readonly string[]>>;

const FIREBASE_ENDPOINTS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://firestore.googleapis.com',
  // The Banco Central's PTAX service, which the browser asks for rates in this mode (src/adapters/ptax).
  'https://olinda.bcb.gov.br',
];

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Where the page may send requests: its own origin and the backends of its mode. */
export function connectSources(config: AppConfig): string[] {
  const sources = ["'self'"];
  const api = config.backend === 'http' ? originOf(config.apiBaseUrl) : null;
  if (api) sources.push(api);
  if (config.firebase) {
    sources.push(...FIREBASE_ENDPOINTS);
    if (config.firebase.useEmulators) {
      const auth = originOf(config.firebase.authEmulatorUrl);
      if (auth) sources.push(auth);
      sources.push(`http://${config.firebase.firestoreEmulatorHost}`, `ws://${config.firebase.firestoreEmulatorHost}`);
    }
  }
  if (config.hostedLogin) sources.push(`https://${config.hostedLogin.domain}`);
  return [...new Set(sources)];
}

function directives(config: AppConfig): Directives {
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': connectSources(config),
    'worker-src': ["'self'"],
    // The hosted sign-in renews its token in a hidden frame of the tenant.
    'frame-src': config.hostedLogin ? [`https://${config.hostedLogin.domain}`] : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** Directives a meta element cannot carry (the browser ignores them there, with a console warning). */
const HEADER_ONLY = new Set(['frame-ancestors', 'report-uri', 'sandbox']);

const written = (entries: [string, readonly string[]][]) =>
  entries.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');

/** The policy as a host sends it (a header; the static hosts add the rest, scripts/page-policy.mjs). */
export function contentSecurityPolicy(config: AppConfig): string {
  return written(Object.entries(directives(config)));
}

/** The same policy for the page's meta element. */
export function metaContentSecurityPolicy(config: AppConfig): string {
  return written(Object.entries(directives(config)).filter(([name]) => !HEADER_ONLY.has(name)));
}
