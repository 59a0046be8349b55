import { cloneElement, lazy, Suspense, useCallback, useState } from 'react';
import type { PointerEvent, ReactElement, Ref } from 'react';
import type { TooltipProps } from '@mantine/core';

const Tooltip = lazy(async () => ({ default: (await import('./tooltip-loader.ts')).Tooltip }));

type Handler = ((event: PointerEvent<HTMLElement>) => void) | undefined;

/**
 * Mantine's `Tooltip` (same props), loaded the first time a pointer rests on its target: the
 * header's tooltips would otherwise bring floating-ui into every first load, for a label no one
 * has pointed at yet. It shows while a mouse or pen is over the target (Mantine's default:
 * hover, not focus or touch), including that first time, once the chunk is in. The target stays
 * the same element throughout (the tooltip is placed on it through `target`), so a click that
 * follows the first hover lands where it was aimed.
 */
export function LazyTooltip({
  children,
  disabled,
  ...props
}: Omit<TooltipProps, 'children' | 'opened' | 'target'> & {
  children: ReactElement<Record<string, unknown>>;
}) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [hovered, setHovered] = useState(false);
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
  const target = cloneElement(children, {
    ref,
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      (own.onPointerEnter as Handler)?.(event);
      if (event.pointerType === 'touch') return;
      setWanted(true);
      setHovered(true);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      (own.onPointerLeave as Handler)?.(event);
      setHovered(false);
    },
  });
  return (
    <>
      {target}
      {wanted && element && (
        <Suspense fallback={null}>
          <Tooltip {...props} target={element} opened={hovered && !disabled} />
        </Suspense>
      )}
    </>
  );
}
