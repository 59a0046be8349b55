import { cloneElement, lazy, Suspense, useCallback, useState } from 'react';
import type { FocusEvent, KeyboardEvent, PointerEvent, ReactElement, Ref } from 'react';
import type { TooltipProps } from '@mantine/core';

const Tooltip = lazy(async () => ({ default: (await import('./tooltip-loader.ts')).Tooltip }));

type Handler<E> = ((event: E) => void) | undefined;

/** Focus from the keyboard (Mantine's tooltips open on `:focus-visible` only, as here). */
function focusVisible(element: HTMLElement): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

/**
 * Mantine's `Tooltip` (same props), loaded the first time a pointer rests on its target (or, with
 * `events.focus`, the keyboard focuses it): the header's and the rail's tooltips would otherwise
 * bring floating-ui into every first load, for a label no one has pointed at yet. It shows while
 * a mouse or pen is over the target (Mantine's default: hover, not touch) and, with
 * `events.focus`, while the target has keyboard focus, including that first time, once the chunk
 * is in; Escape hides it until the next hover or focus. The target stays the same element
 * throughout (the tooltip is placed on it through `target`), so a click that follows the first
 * hover lands where it was aimed.
 */
export function LazyTooltip({
  children,
  disabled,
  events,
  ...props
}: Omit<TooltipProps, 'children' | 'opened' | 'target'> & {
  children: ReactElement<Record<string, unknown>>;
}) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [wanted, setWanted] = useState(false);
  const own = children.props;
  const ownRef = own.ref as Ref<HTMLElement> | undefined;
  const ref = useCallback(
    (node: HTMLElement | null) => {
      setElement(node);
      if (typeof ownRef === 'function') ownRef(node);
      else if (ownRef) ownRef.current = node;
    },
    [ownRef],
  );
  const onHover = events?.hover ?? true;
  const onFocus = events?.focus ?? false;
  const target = cloneElement(children, {
    ref,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      (own.onPointerEnter as Handler<PointerEvent<HTMLElement>>)?.(event);
      if (!onHover || event.pointerType === 'touch') return;
      setWanted(true);
      setHovered(true);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      (own.onPointerLeave as Handler<PointerEvent<HTMLElement>>)?.(event);
      setHovered(false);
    },
    ...(onFocus && {
      onFocus: (event: FocusEvent<HTMLElement>) => {
        (own.onFocus as Handler<FocusEvent<HTMLElement>>)?.(event);
        if (!focusVisible(event.currentTarget)) return;
        setWanted(true);
        setFocused(true);
      },
      onBlur: (event: FocusEvent<HTMLElement>) => {
        (own.onBlur as Handler<FocusEvent<HTMLElement>>)?.(event);
        setFocused(false);
      },
    }),
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      (own.onKeyDown as Handler<KeyboardEvent<HTMLElement>>)?.(event);
      if (event.key !== 'Escape') return;
      setHovered(false);
      setFocused(false);
    },
  });
  return (
    <>
      {target}
      {wanted && element && (
        <Suspense fallback={null}>
          <Tooltip {...props} target={element} opened={(hovered || focused) && !disabled} />
        </Suspense>
      )}
    </>
  );
}
