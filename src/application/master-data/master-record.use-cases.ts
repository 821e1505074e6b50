import type { ListPage } from '../../domain/shared/list-query';
import { AppError } from '../errors/app-error';
import type { MasterRecordRepository, SaveOptions } from '../ports/master-record-repository.port';
import { validateRows } from '../contacts/validate-rows';

/** What the screens do with a kind of master-data record (a product, a contact). */
export interface MasterRecordUseCases<R, F, Q, L> {
  list(query: Q, signal?: AbortSignal): Promise<ListPage<R>>;
  search(text: string, options?: L): Promise<readonly R[]>;
  get(id: string, signal?: AbortSignal): Promise<R>;
  /** A new record when `id` is null. `options.expectedUpdatedAt`: the version edited; a newer save refuses this one. */
  save(id: string | null, fields: F, requestId?: string, options?: SaveOptions): Promise<R>;
  remove(id: string, options?: SaveOptions): Promise<void>;
  /** `requestId`: one per import attempt, so a retry of the same file never creates its rows twice. */
  importMany(rows: readonly F[], requestId?: string): Promise<{ readonly created: number }>;
}

/** The record's domain rules, applied before the round trip so a typo never costs a request (the server checks again). */
export interface MasterRecordRules<F> {
  /** What a refusal's log message calls it ('contact', 'product'). */
  readonly kind: string;
  readonly validate: (fields: F) => Readonly<Partial<Record<string, string>>>;
  readonly normalise: (fields: F) => F;
}

export function makeMasterRecordUseCases<R, F, Q, L>(
  repository: MasterRecordRepository<R, F, Q, L>,
  rules: MasterRecordRules<F>,
): MasterRecordUseCases<R, F, Q, L> {
  const checked = (fields: F): F => {
    const entries = Object.entries(rules.validate(fields)).filter((e): e is [string, string] => Boolean(e[1]));
    if (entries.length > 0)
      throw new AppError('validation', `Invalid ${rules.kind}`, { fieldErrors: Object.fromEntries(entries) });
    return rules.normalise(fields);
  };
  return {
    list: (query, signal) => repository.list(query, signal),
    search: (text, options) => repository.search(text, options),
    get: (id, signal) => repository.get(id, signal),
    save: (id, fields, requestId, options = {}) =>
      id === null
        ? repository.create(checked(fields), requestId ? { requestId } : {})
        : repository.update(id, checked(fields), options),
    remove: (id, options = {}) => repository.remove(id, options),
    importMany: (rows, requestId) =>
      repository.importMany(validateRows(rows, rules.validate).map(rules.normalise), requestId ? { requestId } : {}),
  };
}
