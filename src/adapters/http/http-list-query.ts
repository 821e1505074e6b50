import type { FilterValue, ListQuery } from '../../domain/shared/list-query';
import type { QueryValue } from './http-client';

/**
 * A list query as URL parameters: q, sort, dir, page, pageSize, then one parameter per filter
 * (repeated for "any of"; ranges as <name>From / <name>To).
 */
export function listQueryParams(query: ListQuery): Record<string, QueryValue> {
  const params: Record<string, QueryValue> = {
    q: query.text || undefined,
    sort: query.sort?.field,
    dir: query.sort?.direction,
    page: query.page,
    pageSize: query.pageSize,
  };
  for (const [name, value] of Object.entries(query.filters) as [string, FilterValue | null | undefined][]) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) params[name] = value.map(String);
    else if (typeof value === 'object') {
      const range = value as { from?: string | number | null; to?: string | number | null };
      params[`${name}From`] = range.from ?? undefined;
      params[`${name}To`] = range.to ?? undefined;
    } else params[name] = String(value);
  }
  return params;
}
