/** What a list of records the user can tick shows and reports: the records, the ids ticked, and a tick toggled. */
export interface SelectableListProps<T extends { readonly id: number }> {
  readonly items: readonly T[];
  readonly selected: readonly number[];
  onToggle(id: number): void;
}
