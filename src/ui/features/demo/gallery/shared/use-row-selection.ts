import { useState } from 'react';

/** The ids ticked on a gallery table, with the one way to tick or untick some of them. */
export function useRowSelection() {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const toggle = (ids: readonly number[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of ids)
        if (on) next.add(id);
        else next.delete(id);
      return next;
    });
  return { selected, toggle };
}
