import {
  cloneElement,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactElement,
  type MouseEvent,
  type SyntheticEvent,
} from 'react';

/**
 * A part of the frame or of a screen whose code is fetched when it is first wanted (a dialog as it first opens, a
 * menu as its button is first pointed at, focused or pressed) rather than with the page: the page paints without
 * its bytes, and someone who never opens it never pays for them.
 */
export interface OnDemandPart<P> {
  /** Starts the fetch (once; again after a failure); resolves when the code is there. */
  preload(): Promise<ComponentType<P>>;
  /** Starts the fetch ahead of a likely wish (a hover, a wide screen); a failure is left to the wish itself. */
  prefetch(): void;
  /** The component, once its code has arrived. */
  current(): ComponentType<P> | null;
}

export function onDemandPart<P>(load: () => Promise<ComponentType<P>>): OnDemandPart<P> {
  let fetched: Promise<ComponentType<P>> | null = null;
  let arrived: ComponentType<P> | null = null;
  const preload = () => {
    fetched ??= load().then(
      (component) => {
        arrived = component;
        return component;
      },
      (error: unknown) => {
        // A failed fetch (a network blip) is tried again by the next wish.
        fetched = null;
        throw error;
      },
    );
    return fetched;
  };
  return {
    preload,
    prefetch: () => void preload().catch(() => undefined),
    current: () => arrived,
  };
}

/** The part's component once `wanted` has been true and its code has arrived; null until then. */
export function usePart<P>(part: OnDemandPart<P>, wanted: boolean): ComponentType<P> | null {
  const [, arrived] = useState(0);
  const component = part.current();
  useEffect(() => {
    if (!wanted || component) return undefined;
    let live = true;
    part.preload().then(
      () => {
        if (live) arrived((n) => n + 1);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [part, wanted, component]);
  return component;
}

/**
 * True from the first render where `value` is true on: a dialog's code is fetched when it first opens, and it stays
 * mounted afterwards so that its closing transition plays and its second opening is immediate.
 */
export function useEverTrue(value: boolean): boolean {
  const [ever, setEver] = useState(value);
  if (value && !ever) setEver(true);
  return ever || value;
}

/**
 * `part` rendered from the first time `wanted` is true on, with nothing in its place before: a closed dialog or
 * drawer shows nothing, so its code waits for its first opening.
 */
export function WhenWanted<P extends object>({
  part,
  wanted,
  props,
}: {
  part: OnDemandPart<P>;
  wanted: boolean;
  props: P;
}) {
  const Part = usePart(part, useEverTrue(wanted));
  return Part ? <Part {...props} /> : null;
}

/**
 * What a menu's code receives: whether its button was pressed before the code arrived (then it opens at once), and,
 * where one stand-in holds several buttons, the `data-opens` of the one pressed.
 */
export interface OnDemandMenuProps {
  readonly openAtOnce: boolean;
  readonly openedFrom: string | null;
}

/**
 * A loaded menu's open state (for Mantine's `opened` and `onChange`): opened just after it first mounts when its
 * button was pressed before its code arrived, as a press on it would, so that it is placed against a button already
 * in the page.
 */
export function useMenuOpened(openAtOnce: boolean): { opened: boolean; onChange: (opened: boolean) => void } {
  const [opened, setOpened] = useState(false);
  const atOnce = useRef(openAtOnce);
  useEffect(() => {
    if (atOnce.current) setOpened(true);
  }, []);
  return { opened, onChange: setOpened };
}

const focusables = (box: HTMLElement | null): HTMLElement[] =>
  box ? [...box.querySelectorAll<HTMLElement>('button, a[href], [tabindex]')] : [];

type TriggerProps = {
  onClick?: (event: MouseEvent) => void;
  onPointerEnter?: (event: SyntheticEvent) => void;
  onFocus?: (event: SyntheticEvent) => void;
  onTouchStart?: (event: SyntheticEvent) => void;
};

/**
 * A menu whose button is there from the first paint and whose menu code (Mantine's Menu, its popover and
 * positioning) is fetched as the button is pointed at, focused or touched. The loaded menu takes the stand-in's
 * place only when the stand-in is pressed (never between the press and release of a click, which would lose it),
 * and then opens at once. `trigger` must be the same element the loaded menu renders (same label and test id); the
 * focus the stand-in held moves to the same button of the loaded menu. A stand-in may hold several buttons (a
 * group): each names what it opens with `data-opens`. Where the code came before this menu was first shown, the
 * loaded menu shows from the start.
 */
export function OnDemandMenu<P extends object>({
  part,
  props,
  trigger,
}: {
  part: OnDemandPart<P & OnDemandMenuProps>;
  props: P;
  trigger: ReactElement<TriggerProps>;
}) {
  const [pressed, setPressed] = useState<{ from: string | null } | null>(null);
  const [loadedFirst] = useState(() => part.current() !== null);
  const Part = loadedFirst || pressed ? part.current() : null;
  const box = useRef<HTMLSpanElement>(null);
  const shown = useRef(false);
  const focused = useRef(-1);
  // Read in the render where the stand-in gives way (its buttons are still in the page): the focus one of them held
  // moves to the same button of the loaded menu once that is.
  if (Part && !shown.current) focused.current = focusables(box.current).indexOf(document.activeElement as HTMLElement);
  useLayoutEffect(() => {
    if (!Part || shown.current) return;
    shown.current = true;
    if (focused.current >= 0) focusables(box.current)[focused.current]?.focus();
  }, [Part]);

  if (Part) {
    return (
      <span ref={box} style={{ display: 'contents' }}>
        <Part {...props} openAtOnce={pressed !== null} openedFrom={pressed?.from ?? null} />
      </span>
    );
  }
  return (
    <span ref={box} style={{ display: 'contents' }}>
      {cloneElement(trigger, {
        onClick: (event: MouseEvent) => {
          const from = event.target instanceof Element ? event.target.closest('[data-opens]') : null;
          const opens = { from: from?.getAttribute('data-opens') ?? null };
          part.preload().then(
            () => setPressed(opens),
            () => undefined,
          );
        },
        onPointerEnter: part.prefetch,
        onFocus: part.prefetch,
        onTouchStart: part.prefetch,
      })}
    </span>
  );
}
