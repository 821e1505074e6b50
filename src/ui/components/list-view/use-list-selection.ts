import { useCallback, useMemo, useState } from 'react';

/** Selected rows by key, kept across pages and searches until cleared. */
export function useListSelection<T>(rowKey: (row: T) => string) {
  const [selected, setSelected] = useState<ReadonlyMap<string, T>>(new Map());
  const toggle = useCallback(
    (row: T, on: boolean) =>
      setSelected((previous) => {
        const next = new Map(previous);
        if (on) next.set(rowKey(row), row);
        else next.delete(rowKey(row));
        return next;
      }),
    [rowKey],
  );
  const togglePage = useCallback(
    (rows: readonly T[], on: boolean) =>
      setSelected((previous) => {
        const next = new Map(previous);
        for (const row of rows) {
          if (on) next.set(rowKey(row), row);
          else next.delete(rowKey(row));
        }
        return next;
      }),
    [rowKey],
  );
  const clear = useCallback(() => setSelected(new Map()), []);
  const forget = useCallback(
    (key: string) => setSelected((p) => (p.has(key) ? new Map([...p].filter(([k]) => k !== key)) : p)),
    [],
  );
  return useMemo(
    () => ({ selected, toggle, togglePage, clear, forget }),
    [selected, toggle, togglePage, clear, forget],
  );
}
