import { type KeyboardEvent, type ReactNode, type Ref, useRef } from 'react';

/** What an option's button gets: the radio role, the roving tab stop and the keys. */
export interface ChoiceProps {
  ref: Ref<HTMLButtonElement>;
  type: 'button';
  role: 'radio';
  'aria-checked': boolean;
  tabIndex: 0 | -1;
  onClick(): void;
  onKeyDown(event: KeyboardEvent<HTMLButtonElement>): void;
}

interface ChoiceGroupProps<V> {
  values: readonly V[];
  value: V | null;
  onChange(value: V): void;
  /** The question's text element. */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  className?: string;
  style?: React.CSSProperties;
  /** Marks the group so the form can focus it (its tab stop) when it is left unanswered. */
  groupId: string;
  renderOption(value: V, index: number, props: ChoiceProps): ReactNode;
}

const forward = new Set(['ArrowRight', 'ArrowDown']);
const backward = new Set(['ArrowLeft', 'ArrowUp']);

/**
 * A set of buttons that behaves as radio buttons do (WAI-ARIA radio group): one tab stop (the
 * chosen one, or the first), arrows move and choose, Home and End go to the ends, Space and Enter
 * choose.
 */
export function ChoiceGroup<V>({
  values,
  value,
  onChange,
  labelledBy,
  describedBy,
  invalid,
  className,
  style,
  groupId,
  renderOption,
}: ChoiceGroupProps<V>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const chosen = values.indexOf(value as V);
  const tabStop = chosen >= 0 ? chosen : 0;
  const choose = (index: number) => {
    const next = (index + values.length) % values.length;
    buttons.current[next]?.focus();
    onChange(values[next] as V);
  };
  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    let next: number | null = null;
    if (forward.has(event.key)) next = index + 1;
    else if (backward.has(event.key)) next = index - 1;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = values.length - 1;
    if (next === null) return;
    event.preventDefault();
    choose(next);
  };
  return (
    <div
      role="radiogroup"
      id={groupId}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      className={className}
      style={style}
    >
      {values.map((option, index) =>
        renderOption(option, index, {
          ref: (element) => {
            buttons.current[index] = element;
          },
          type: 'button',
          role: 'radio',
          'aria-checked': index === chosen,
          tabIndex: index === tabStop ? 0 : -1,
          onClick: () => onChange(option),
          onKeyDown: onKeyDown(index),
        }),
      )}
    </div>
  );
}

/** Focuses an unanswered group's tab stop (the form's first invalid question). */
export function focusGroup(groupId: string): void {
  const group = document.getElementById(groupId);
  const target = group?.querySelector<HTMLElement>('[tabindex="0"], textarea') ?? group;
  target?.focus();
}
