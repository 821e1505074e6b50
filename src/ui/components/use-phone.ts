import { useMediaQuery } from '@mantine/hooks';

/** A phone's screen: at most 48em wide (Mantine's `sm`), where the lists show cards and fold their filters. */
const PHONE_QUERY = '(max-width: 48em)';

/**
 * Whether the screen is a phone's. Read as the screen first renders, not in an effect after it, so a phone never
 * builds the desktop table first.
 */
export function usePhone(): boolean {
  return useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
}

/**
 * Whether the screen is wider than a phone's, read once, outside React: a list's module starts fetching the parts
 * only a wider screen shows (the table, the unfolded filters) as it loads, alongside the list's data.
 */
export function wideScreen(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? !window.matchMedia(PHONE_QUERY).matches
    : false;
}
