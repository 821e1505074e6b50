/** The view and edit routes' search: the demo opens user 1 when no (or a bad) id is given, as the template did. */
export function listedUserSearch(search: Record<string, unknown>): { id: number } {
  const id = Number(search.id);
  return { id: Number.isInteger(id) && id > 0 ? id : 1 };
}
