import type { Context } from 'hono';

/**
 * Sets a header on an answer that is already made (in a middleware, after `next()`). Hono's `c.header()` at that
 * point rebuilds the answer around its body as a stream, which Node's server then reads back chunk by chunk; an
 * answer made with `c.json()` or `c.body()` takes the header in place instead. One whose headers are immutable (a
 * fetched Response) still goes through `c.header()`.
 */
export function setAnswerHeader(c: Context, name: string, value: string, options: { append?: boolean } = {}): void {
  try {
    if (options.append) c.res.headers.append(name, value);
    else c.res.headers.set(name, value);
  } catch {
    c.header(name, value, options);
  }
}
