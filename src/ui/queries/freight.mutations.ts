import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { FreightUseCases } from '../../application/freight/freight.use-cases';
import type { TransitionDetails } from '../../application/ports/freight-repository.port';
import type { FreightAction } from '../../domain/freight/freight-lifecycle';
import type { FreightInput, FreightRecord } from '../../domain/freight/freight-record';
import { cacheSavedRecord } from './record-cache';
import { freightDashboardKey, freightKeys } from './freight.queries';

export interface FreightSave {
  readonly id: string | null;
  readonly input: FreightInput;
  readonly requestId: string;
  /** The version the edit is based on (a newer one on the server refuses the save). */
  readonly expectedUpdatedAt?: string;
}

export interface FreightTransition {
  readonly id: string;
  readonly action: FreightAction;
  readonly details?: TransitionDetails;
}

/** A shipment the server answered with is the cached one; lists and the dashboard ask again. */
function shipmentChanged(client: QueryClient, record: FreightRecord) {
  void client.invalidateQueries({ queryKey: freightDashboardKey });
  return cacheSavedRecord(client, freightKeys, record);
}

/** Writes to shipments: each keeps the cache in step with what the server answered. */
export const freightMutations = {
  save: (client: QueryClient, freight: FreightUseCases) =>
    mutationOptions({
      mutationFn: ({ id, input, requestId, expectedUpdatedAt }: FreightSave) =>
        id === null
          ? freight.save(null, input, { requestId })
          : freight.save(id, input, expectedUpdatedAt ? { expectedUpdatedAt } : {}),
      onSuccess: (saved: FreightRecord) => shipmentChanged(client, saved),
    }),
  changeStatus: (client: QueryClient, freight: FreightUseCases) =>
    mutationOptions({
      mutationFn: ({ id, action, details }: FreightTransition) => freight.changeStatus(id, action, details),
      onSuccess: (changed: FreightRecord) => shipmentChanged(client, changed),
    }),
};
