import { useEffect, useState } from 'react';

/**
 * Whether the window is scrolled further down than `px`. The frame only needs that yes or no (the navbar's shadow,
 * the scroll-to-top button), so it re-renders when the answer changes, not on every scrolled pixel, and not once
 * more on mount as a hook that keeps the position would.
 */
export function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(() => typeof window !== 'undefined' && window.scrollY > px);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > px);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [px]);
  return past;
}
