import { Tooltip, type TooltipProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { cloneElement, type MouseEvent, type ReactElement, type Ref, useRef, useState } from 'react';

interface HoverTarget {
  ref?: Ref<HTMLElement>;
  onMouseEnter?(event: MouseEvent<HTMLElement>): void;
  onMouseLeave?(event: MouseEvent<HTMLElement>): void;
}

type HoverTooltipProps = Omit<TooltipProps, 'target' | 'opened' | 'children'> & {
  /** One element that takes a ref (a Mantine component, a DOM element), as for Tooltip. */
  children: ReactElement<HoverTarget>;
};

/**
 * Mantine's Tooltip (hover only, its default), mounted on the first hover of its element rather
 * than with it. A tooltip's positioning renders it twice as it mounts: in the rows of a list and
 * in the shell, that was a fair part of the landing page's first render on a phone. The element
 * itself is rendered as given; the label only while shown.
 */
export function HoverTooltip({ children, ...tooltip }: HoverTooltipProps) {
  const target = useRef<HTMLElement>(null);
  const ref = useMergedRef(target, children.props.ref);
  const [hovered, setHovered] = useState<boolean | null>(null);
  const element = cloneElement(children, {
    ref,
    onMouseEnter: (event) => {
      setHovered(true);
      children.props.onMouseEnter?.(event);
    },
    onMouseLeave: (event) => {
      setHovered(false);
      children.props.onMouseLeave?.(event);
    },
  });
  return (
    <>
      {element}
      {hovered !== null && <Tooltip {...tooltip} target={target} opened={hovered} />}
    </>
  );
}
