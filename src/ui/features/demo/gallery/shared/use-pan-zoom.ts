import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type RefObject,
} from 'react';

export interface View {
  readonly x: number;
  readonly y: number;
  readonly k: number;
}

const MIN_ZOOM = 1;
const MAX_ZOOM = 12;

/** Keeps the drawing covering the viewport: no panning off into empty space. */
function clampView(view: View, width: number, height: number): View {
  const k = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, view.k));
  return {
    k,
    x: Math.min(0, Math.max(width - width * k, view.x)),
    y: Math.min(0, Math.max(height - height * k, view.y)),
  };
}

/** Pan by dragging, zoom with the wheel (around the pointer), buttons or keys; all in viewBox units. */
export function usePanZoom(svgRef: RefObject<SVGSVGElement | null>, width: number, height: number) {
  const [view, setView] = useState<View>({ x: 0, y: 0, k: 1 });
  const drag = useRef<{ x: number; y: number } | null>(null);

  const toViewBox = useCallback(
    (clientX: number, clientY: number) => {
      const rect = svgRef.current?.getBoundingClientRect();
      if (!rect || rect.width === 0) return { px: width / 2, py: height / 2, scale: 1 };
      const scale = width / rect.width;
      return { px: (clientX - rect.left) * scale, py: (clientY - rect.top) * scale, scale };
    },
    [svgRef, width, height],
  );

  const zoomAt = useCallback(
    (factor: number, px = width / 2, py = height / 2) =>
      setView((v) => {
        const k = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, v.k * factor));
        return clampView({ k, x: px - ((px - v.x) * k) / v.k, y: py - ((py - v.y) * k) / v.k }, width, height);
      }),
    [width, height],
  );

  const panBy = useCallback(
    (dx: number, dy: number) => setView((v) => clampView({ ...v, x: v.x + dx, y: v.y + dy }, width, height)),
    [width, height],
  );

  const centreOn = useCallback(
    (px: number, py: number, k: number) =>
      setView(clampView({ k, x: width / 2 - px * k, y: height / 2 - py * k }, width, height)),
    [width, height],
  );

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const { px, py } = toViewBox(event.clientX, event.clientY);
      zoomAt(event.deltaY < 0 ? 1.25 : 0.8, px, py);
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, [svgRef, toViewBox, zoomAt]);

  const pointerHandlers = {
    onPointerDown: (event: ReactPointerEvent<SVGSVGElement>) => {
      drag.current = { x: event.clientX, y: event.clientY };
    },
    onPointerMove: (event: ReactPointerEvent<SVGSVGElement>) => {
      const start = drag.current;
      if (!start) return;
      if (!event.currentTarget.hasPointerCapture(event.pointerId))
        event.currentTarget.setPointerCapture(event.pointerId);
      const { scale } = toViewBox(event.clientX, event.clientY);
      panBy((event.clientX - start.x) * scale, (event.clientY - start.y) * scale);
      drag.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp: () => {
      drag.current = null;
    },
  };

  return { view, zoomAt, panBy, centreOn, reset: () => setView({ x: 0, y: 0, k: 1 }), pointerHandlers };
}
