import { defaultStringifySearch } from '@tanstack/react-router';

const isTextList = (value: unknown): value is readonly string[] =>
  Array.isArray(value) && value.every((v) => typeof v === 'string');

/**
 * The URL's search as people share it: a list of values is the same key repeated
 * (`?status=booked&status=customs`), which the router reads back as a list; anything else is
 * written as the router writes it.
 */
export function stringifySearch(search: Record<string, unknown>): string {
  const lists = Object.entries(search).filter((entry): entry is [string, readonly string[]] => isTextList(entry[1]));
  if (lists.length === 0) return defaultStringifySearch(search);
  const rest = Object.fromEntries(Object.entries(search).filter(([, value]) => !isTextList(value)));
  const params = new URLSearchParams(defaultStringifySearch(rest).slice(1));
  for (const [key, values] of lists) for (const value of values) params.append(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}
