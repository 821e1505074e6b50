/**
 * Where to go after signing in. Only same-origin paths are accepted: an absolute URL, a
 * protocol-relative `//host`, a backslash trick or a control character falls back to '/'.
 */
export function safeReturnPath(candidate: unknown, fallback = '/'): string {
  if (typeof candidate !== 'string' || candidate.length === 0 || candidate.length > 2000) return fallback;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return fallback;
  if (candidate.startsWith('/pages/login')) return fallback;
  return candidate;
}
