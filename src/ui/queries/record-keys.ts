/** The cache keys of one kind of record: every list page under `lists()`, each record under `detail(id)`. */
export interface RecordKeys {
  readonly all: readonly [string];
  lists(): readonly unknown[];
  list(query: unknown): readonly unknown[];
  detail(id: string): readonly unknown[];
}

export function recordKeys(name: string): RecordKeys {
  return {
    all: [name],
    lists: () => [name, 'list'],
    list: (query) => [name, 'list', query],
    detail: (id) => [name, 'detail', id],
  };
}
