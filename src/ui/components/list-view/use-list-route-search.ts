/** What a list route offers its screen: its validated search params and a way to navigate with new ones. */
export interface ListRouteApi<S> {
  useSearch(): S;
  useNavigate(): (options: { search: NoInfer<S>; replace: boolean }) => Promise<void>;
}

/** What a list screen gets from its route: the search in the URL, and the way to change it. */
export interface ListPageProps<S> {
  readonly search: S;
  readonly onSearchChange: (next: S) => void;
}

/**
 * A list screen's state in its URL: the route's validated search, and each change written over the current entry
 * (Back leaves the list as it was rather than stepping through every keystroke).
 */
export function useListRouteSearch<S>(route: ListRouteApi<S>): ListPageProps<S> {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return { search, onSearchChange: (next) => void navigate({ search: next, replace: true }) };
}
