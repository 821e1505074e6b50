import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import type { FreightListQuery } from '../../../../domain/freight/freight-query';
import { useUseCases } from '../../../app-context';
import { notifyFailure } from '../../../components/notify-outcome';

export interface MatchingSelection {
  /** Every shipment the list's filter matched when "select all" was asked, or null when only rows are selected. */
  readonly ids: readonly string[] | null;
  readonly loading: boolean;
  readonly selectAll: () => void;
  readonly clear: () => void;
}

/**
 * "Select all that match": the ids of the whole filter, read once when asked, so the count confirmed is the count
 * sent. Like the row selection, it belongs to the list it was made on (`listKey`): another filter starts with none.
 */
export function useMatchingSelection(listKey: string, query: FreightListQuery): MatchingSelection {
  const intl = useIntl();
  const { freight } = useUseCases();
  const [chosen, setChosen] = useState<{ key: string; ids: readonly string[] } | null>(null);
  const read = useMutation({
    mutationFn: async ({ key, asked }: { key: string; asked: FreightListQuery }) => ({
      key,
      ids: await freight.matchingIds(asked),
    }),
    onSuccess: (found) => setChosen(found),
    onError: (error) => notifyFailure(intl, error),
  });
  // The same function on every render, so what receives it (the list's row selection) can keep its own.
  const clear = useCallback(() => setChosen(null), []);
  return {
    ids: chosen?.key === listKey ? chosen.ids : null,
    loading: read.isPending,
    selectAll: () => read.mutate({ key: listKey, asked: query }),
    clear,
  };
}
