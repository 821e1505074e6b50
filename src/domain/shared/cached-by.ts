/**
 * `compute` run once per object: a later call with the same object answers the first result, kept as long as the
 * object lives (a record of an export, a table's description, a schema).
 */
export function cachedBy<K extends object, V>(compute: (key: K) => V): (key: K) => V {
  const results = new WeakMap<K, V>();
  return (key) => {
    if (results.has(key)) return results.get(key) as V;
    const value = compute(key);
    results.set(key, value);
    return value;
  };
}
