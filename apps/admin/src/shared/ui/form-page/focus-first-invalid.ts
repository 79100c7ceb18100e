import { useCallback, useEffect, useRef, useState } from 'react';

/** An input Mantine marks invalid, or the message of a group (checkboxes, chips) that has none. */
const INVALID = '[aria-invalid="true"], .mantine-InputWrapper-error';
const FOCUSABLE = 'input:not([type="hidden"]), textarea, button, [tabindex]:not([tabindex="-1"])';

/**
 * A refused form brings its first message into view and puts the cursor there, so a long form
 * never fails silently below the fold. Call it once the messages have rendered.
 */
export function focusFirstInvalid(container: HTMLElement | null): void {
  const first = container?.querySelector<HTMLElement>(INVALID);
  if (!first) return;
  const target = first.matches(FOCUSABLE)
    ? first
    : (first.closest('.mantine-InputWrapper-root')?.querySelector<HTMLElement>(FOCUSABLE) ?? first);
  target.scrollIntoView({ block: 'center' });
  target.focus({ preventScroll: true });
}

/**
 * For a form page: `ref` on what holds the form, `onErrors` as useFormPage's. After each refused
 * submit has rendered its messages, the first one is brought into view and focused.
 */
export function useFocusFirstInvalid<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) focusFirstInvalid(ref.current);
  }, [refusals]);
  const onErrors = useCallback(() => setRefusals((n) => n + 1), []);
  return { ref, onErrors };
}
