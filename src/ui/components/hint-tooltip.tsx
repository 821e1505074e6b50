import type { TooltipProps } from '@mantine/core';
import { cloneElement, useId, useRef, useState, type PointerEvent, type ReactElement } from 'react';
import { onDemandPart, usePart } from './on-demand';

const tooltip = onDemandPart(() => import('./hint-tooltip.lazy').then((m) => m.Tooltip));

type AnchorProps = { onPointerEnter?: (event: PointerEvent<HTMLElement>) => void; 'data-hint'?: string };

/**
 * A hover hint (Mantine's Tooltip, shown as the pointer rests on `children`) whose code is fetched as the pointer
 * first comes over one: a phone, which has no hover, never fetches it. The control keeps its own accessible name
 * (an aria-label), so the hint adds nothing a screen reader misses. The element is left as it is (the tooltip is
 * anchored to it), so nothing is remounted when the code arrives; the hover that fetched it shows the hint then.
 */
export function HintTooltip({
  children,
  disabled,
  ...props
}: Omit<TooltipProps, 'children' | 'target'> & { children: ReactElement<AnchorProps> }) {
  const id = useId();
  const [wanted, setWanted] = useState(false);
  const Tooltip = usePart(tooltip, wanted && !disabled);
  const hoveredAtLoad = useRef<boolean | null>(null);
  // useId never holds a quote or a backslash, so it needs no escaping inside the quoted value.
  const selector = `[data-hint="${id}"]`;
  if (Tooltip && hoveredAtLoad.current === null) {
    hoveredAtLoad.current = document.querySelector(selector)?.matches(':hover') ?? false;
  }
  const anchor = cloneElement(children, {
    'data-hint': id,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      children.props.onPointerEnter?.(event);
      if (event.pointerType === 'mouse') setWanted(true);
    },
  });
  return (
    <>
      {anchor}
      {Tooltip && (
        <Tooltip {...props} disabled={disabled} target={selector} defaultOpened={hoveredAtLoad.current ?? false} />
      )}
    </>
  );
}
