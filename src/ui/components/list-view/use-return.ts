import { useRouter } from '@tanstack/react-router';

/**
 * Leaving a record form (saved or cancelled) goes back to where the person came from, which is the
 * list exactly as they left it (search, filters, sort, page and scroll); a form opened from a link
 * outside the app has nothing to go back to and opens `fallback` instead.
 */
export function useReturn(fallback: () => void): () => void {
  const router = useRouter();
  return () => (router.history.canGoBack() ? router.history.back() : fallback());
}
