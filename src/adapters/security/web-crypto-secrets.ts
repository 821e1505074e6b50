import type { IdSource, SecretSource } from '../../application/ports/security.port';

/** Random opaque tokens (refresh tokens) and their SHA-256 digests, and record ids, from WebCrypto. */
const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

export function createWebCryptoSecretSource(crypto: Crypto = globalThis.crypto): SecretSource {
  return {
    newToken: () => toBase64Url(crypto.getRandomValues(new Uint8Array(32))),
    digest: async (token) =>
      toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token)))),
  };
}

/** `<prefix>-<time><random>`: unique without coordination, roughly ordered by creation. */
export function createRandomIdSource(crypto: Crypto = globalThis.crypto, now: () => number = Date.now): IdSource {
  return {
    newId: (prefix) => `${prefix}-${now().toString(36)}${toHex(crypto.getRandomValues(new Uint8Array(6)))}`,
  };
}

/** A fresh HS256 secret for a host that keeps none (the browser mock: its tokens die with the snapshot). */
export function randomSecret(crypto: Crypto = globalThis.crypto): Uint8Array {
  return crypto.getRandomValues(new Uint8Array(32));
}
