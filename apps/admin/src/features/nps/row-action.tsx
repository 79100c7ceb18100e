import { ActionIcon, Tooltip, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useId, useRef, useState } from 'react';

interface RowActionProps {
  /** What the button does, its accessible name and its tooltip. */
  label: string;
  icon: ReactNode;
  color?: string;
  /** Why the action is not available now; the button then stays focusable but does nothing. */
  refusal?: string | null;
  onClick(): void;
}

/**
 * A row's icon button with a tooltip that also opens on keyboard focus. An unavailable action is
 * `aria-disabled` rather than `disabled`, so that a keyboard or pointer still reaches it and reads
 * why (the reason is also its accessible description). The tooltip mounts on the first hover or
 * focus: a list of rows does not pay for positioning machinery it may never show.
 */
export function RowAction({ label, icon, color, refusal, onClick }: RowActionProps) {
  const target = useRef<HTMLButtonElement>(null);
  const [shown, setShown] = useState<boolean | null>(null);
  const reasonId = useId();
  return (
    <>
      <ActionIcon
        ref={target}
        variant="subtle"
        color={refusal ? 'gray' : color}
        aria-label={label}
        aria-disabled={refusal ? true : undefined}
        aria-describedby={refusal ? reasonId : undefined}
        data-disabled={refusal ? true : undefined}
        onClick={(event) => {
          if (refusal) event.preventDefault();
          else onClick();
        }}
        onMouseEnter={() => setShown(true)}
        onMouseLeave={() => setShown(false)}
        onFocus={() => setShown(true)}
        onBlur={() => setShown(false)}
      >
        {icon}
      </ActionIcon>
      {refusal && (
        <VisuallyHidden id={reasonId} component="span">
          {refusal}
        </VisuallyHidden>
      )}
      {shown !== null && (
        <Tooltip
          label={refusal ?? label}
          target={target}
          opened={shown}
          multiline={Boolean(refusal)}
          maw={refusal ? 320 : undefined}
          withArrow
        />
      )}
    </>
  );
}
