// A static host for a production build, as a real one serves it: every file gzip-compressed (level 9, once, in
// memory), and text files (scripts, styles, the page) also in brotli (quality 11, as Firebase Hosting and the common
// CDNs send to a browser that accepts it); hashed assets cached for good, any other path answered with index.html
// (the SPA).
import { createServer } from 'node:http';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { staticHostHeaders } from './page-policy.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
};

const TEXT = new Set(['.html', '.js', '.css', '.json', '.svg', '.webmanifest']);

/**
 * Reads `dir` into memory and serves it on 127.0.0.1:`port`; resolves with the server once it listens.
 * `encodings`: what it may send, in order of preference, to a browser that accepts it (brotli, then gzip).
 */
export function serveCompressed(dir, port, { encodings = ['br', 'gzip'] } = {}) {
  const files = new Map();
  for (const name of readdirSync(dir, { recursive: true })) {
    const path = join(dir, name);
    if (!statSync(path).isFile()) continue;
    const body = readFileSync(path);
    files.set(`/${relative(dir, path).split('\\').join('/')}`, {
      type: TYPES[extname(path)] ?? 'application/octet-stream',
      body,
      gzip: gzipSync(body, { level: 9 }),
      br:
        encodings.includes('br') && TEXT.has(extname(path))
          ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
          : null,
    });
  }
  const security = staticHostHeaders(files.get('/index.html')?.body.toString('utf8') ?? '');
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    const file = files.get(path) ?? (path.startsWith('/assets/') ? null : files.get('/index.html'));
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    const accepted = String(request.headers['accept-encoding'] ?? '');
    const encoding = encodings.find((e) => file[e] && new RegExp(`\\b${e}\\b`).test(accepted)) ?? null;
    response.writeHead(200, {
      ...security,
      'Content-Type': file.type,
      'Cache-Control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : encoding ? file[encoding] : file.body);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** The exact gzip bytes of a served path (what the wire carries), or null when it is not a file. */
export function gzipBytesOf(dir, path) {
  try {
    return gzipSync(readFileSync(join(dir, path)), { level: 9 }).length;
  } catch {
    return null;
  }
}
