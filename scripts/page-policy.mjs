// The headers a static host sends with a build, read from the build itself: the Content-Security-Policy of its
// page's meta element (written by the build from src/config/content-security-policy.ts), plus the directive a meta
// element cannot carry (frame-ancestors) and the other security headers. One source: what the build says.

const META = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/;

/** The page's policy as a header, or null when the page has none. */
export function headerPolicyOfPage(html) {
  const content = META.exec(html)?.[1];
  if (!content) return null;
  const policy = content
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
  return `${policy}; frame-ancestors 'none'`;
}

/** Every security header for the pages and files of a build whose page is `html`. */
export function staticHostHeaders(html) {
  const policy = headerPolicyOfPage(html);
  return {
    ...(policy ? { 'Content-Security-Policy': policy } : {}),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  };
}
