import type { ActivityFilter } from '../../../application/ports/audit-repository.port';
import { AUDITED_KINDS } from '../../../domain/audit/audit-entry';
import { defineListSearch, listFilter } from '../../components/list-view/list-search';

/** The activity page's URL state (?user=&kind=&from=&to=&page=&pageSize=): newest first, no other order. */
export const ACTIVITY_LIST = defineListSearch({
  sortFields: [] as readonly never[],
  defaultSort: null,
  filters: {
    user: listFilter.text(60),
    kind: listFilter.oneOf(AUDITED_KINDS),
    from: listFilter.isoDate(),
    to: listFilter.isoDate(),
  },
});

export type ActivitySearch = ReturnType<typeof ACTIVITY_LIST.validate>;

/** The days of the URL as instants of the reader's own day: from its first millisecond to its last, inclusive. */
export function activityFilterOf(search: ActivitySearch): ActivityFilter {
  const instant = (day: string, time: string) => new Date(`${day}T${time}`).toISOString();
  return {
    ...(search.user ? { userId: search.user } : {}),
    ...(search.kind ? { kind: search.kind } : {}),
    ...(search.from ? { from: instant(search.from, '00:00:00.000') } : {}),
    ...(search.to ? { to: instant(search.to, '23:59:59.999') } : {}),
  };
}
