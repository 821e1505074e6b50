import { useDirection } from '@mantine/core';
import { useEffect } from 'react';
import { useShellActors } from './shell-context';

const EDGE_PX = 40;
const MIN_DISTANCE_PX = 60;

/**
 * Touch swipes for the hidden sidebar: from the start edge inwards opens it, towards the start edge
 * closes it. The layout machine ignores swipes where they mean nothing (wide screens).
 */
export function useSidebarSwipe(): void {
  const { layout } = useShellActors();
  const { dir } = useDirection();
  useEffect(() => {
    let start: { x: number; y: number } | null = null;
    const onStart = (e: TouchEvent) => {
      const t = e.touches[0];
      start = t ? { x: t.clientX, y: t.clientY } : null;
    };
    const onEnd = (e: TouchEvent) => {
      const t = e.changedTouches[0];
      if (!start || !t) return;
      const rawDx = t.clientX - start.x;
      const dx = dir === 'rtl' ? -rawDx : rawDx;
      const fromEdge = dir === 'rtl' ? window.innerWidth - start.x : start.x;
      const horizontal = Math.abs(rawDx) > MIN_DISTANCE_PX && Math.abs(t.clientY - start.y) < Math.abs(rawDx) / 2;
      if (horizontal && dx > 0 && fromEdge <= EDGE_PX) layout.send({ type: 'sidebar.swiped', direction: 'open' });
      if (horizontal && dx < 0) layout.send({ type: 'sidebar.swiped', direction: 'close' });
      start = null;
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchend', onEnd);
    };
  }, [layout, dir]);
}
