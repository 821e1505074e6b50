import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/**
 * Refuses a request body over `maxBytes` with 413. A streamed body (Node, browsers' native Request) is cut off
 * while it arrives; a request without a stream (the browser mock's fetch polyfill) is measured once read.
 */
export function limitBody(maxBytes: number, tooLarge: (c: Parameters<MiddlewareHandler>[0]) => Response) {
  const streamed = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  const handler: MiddlewareHandler = async (c, next) => {
    const declared = Number(c.req.header('Content-Length') ?? NaN);
    if (declared > maxBytes) return tooLarge(c);
    // A GET or HEAD has no body; asking for it would build a full Request (Node's lazy one makes that costly).
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (c.req.raw.body) return streamed(c, next);
    const size = new TextEncoder().encode(await c.req.text()).byteLength;
    if (size > maxBytes) return tooLarge(c);
    return next();
  };
  return handler;
}
