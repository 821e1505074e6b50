/** A record object a unit of work wrote, and how to read it back once committed. */
export type Written = Map<object, () => Promise<object | null>>;

/** How deep a work's result is searched for the records it wrote (a record, a list of them, an outcome holding them). */
const RESULT_DEPTH = 3;

/** The result with every record the work wrote replaced by the record as committed (its times the commit's). */
export async function asCommitted(value: unknown, written: Written, depth = RESULT_DEPTH): Promise<unknown> {
  if (typeof value !== 'object' || value === null) return value;
  const reread = written.get(value);
  if (reread) return (await reread()) ?? value;
  if (depth === 0) return value;
  if (Array.isArray(value)) return Promise.all(value.map((item: unknown) => asCommitted(item, written, depth - 1)));
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  const entries = await Promise.all(
    Object.entries(value).map(async ([key, item]) => [key, await asCommitted(item, written, depth - 1)] as const),
  );
  return Object.fromEntries(entries);
}
