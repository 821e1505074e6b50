import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { MasterRecordUseCases } from '../../application/master-data/master-record.use-cases';
import { cacheSavedRecord, forgetRemovedRecord, listsChanged } from './record-cache';
import type { RecordKeys } from './record-keys';

/** A save from a master-data form: a new record when `id` is null. */
export interface MasterRecordSave<F> {
  readonly id: string | null;
  readonly fields: F;
  readonly requestId: string;
  /** The version the form was opened on: a newer save refuses this one (record.stale). */
  readonly expectedUpdatedAt?: string;
}

/** One import of a checked file: the same request id for every retry of it, so its rows come in once. */
export interface ImportAttempt<F> {
  readonly rows: readonly F[];
  readonly requestId: string;
}

/** Writes to one kind of master record: each keeps the cache in step with what the server answered. */
/** The writes of the master-data use cases (products, contacts). */
type MasterRecordWriter<F, R> = Pick<MasterRecordUseCases<R, F, unknown, unknown>, 'save' | 'remove' | 'importMany'>;

export function masterRecordMutations<F, R extends { readonly id: string }>(keys: RecordKeys) {
  return {
    save: (client: QueryClient, writer: MasterRecordWriter<F, R>) =>
      mutationOptions({
        mutationFn: ({ id, fields, requestId, expectedUpdatedAt }: MasterRecordSave<F>) =>
          writer.save(id, fields, requestId, expectedUpdatedAt ? { expectedUpdatedAt } : {}),
        onSuccess: (saved: R) => cacheSavedRecord(client, keys, saved),
      }),
    remove: (client: QueryClient, writer: MasterRecordWriter<F, R>) =>
      mutationOptions({
        mutationFn: (id: string) => writer.remove(id),
        onSuccess: (_: void, id: string) => forgetRemovedRecord(client, keys, id),
      }),
    importMany: (client: QueryClient, writer: MasterRecordWriter<F, R>) =>
      mutationOptions({
        mutationFn: ({ rows, requestId }: ImportAttempt<F>) => writer.importMany(rows, requestId),
        onSuccess: () => listsChanged(client, keys),
      }),
  };
}
