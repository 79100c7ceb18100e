import { type ChangeEvent, type FormEvent, useCallback, useMemo, useRef, useState } from 'react';
import type { z } from 'zod';
import { isApiError } from '../../http/index.js';
import { showError } from '../toasts.js';
import { type FieldErrors, formKey, formPath, isUnder, serverFieldErrors, validate } from './field-errors.js';

export interface FormPageOptions<Values extends Record<string, unknown>> {
  initialValues: Values;
  /** The shared domain schema (snake_case), extended for UI-only fields where needed. */
  schema?: z.ZodType;
  /**
   * Instead of a schema, a check that answers the messages by form key: for forms whose rules
   * span fields (the store's §5 rules), or whose keys are nested paths.
   */
  validate?(input: unknown): FieldErrors;
  /** What the check reads and the API receives; the values themselves by default. */
  toInput?(values: Values): unknown;
  submit(values: Values): Promise<unknown>;
  /**
   * The values to keep after a save (e.g. password boxes emptied, or the server's answer with the
   * ids of new list items); the saved values by default.
   */
  afterSave?(values: Values, result: unknown): Values;
  /** After a save, once nothing is unsaved: the place to navigate away. */
  onSaved?(result: unknown): void;
  /** Called with the messages whenever a submit ends in field errors (the check's or a 422). */
  onErrors?(errors: FieldErrors): void;
  /**
   * Server errors keyed by their whole path (`businessHours.2.openingTime`) rather than by the
   * top-level field, for forms whose list items show their own messages.
   */
  nestedErrorPaths?: boolean;
  readOnly?: boolean;
}

export interface FormPageState<Values extends Record<string, unknown>> {
  values: Values;
  errors: FieldErrors;
  saving: boolean;
  dirty: boolean;
  readOnly: boolean;
  setValue<K extends keyof Values & string>(key: K, value: Values[K]): void;
  /** A value the server has just saved by another way (a file import): no unsaved change. */
  setSavedValue<K extends keyof Values & string>(key: K, value: Values[K]): void;
  /** Props for a Mantine text-like input bound to a string field. */
  textField<K extends keyof Values & string>(
    key: K,
  ): {
    value: string;
    onChange(event: ChangeEvent<HTMLInputElement>): void;
    error: string | undefined;
    disabled: boolean;
  };
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  /** Read by the leave guard: false right after a save, before React re-renders. */
  isDirtyNow(): boolean;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The state behind a FormPage (STYLE.md rule 6): validation on submit only, a saving flag, server
 * field errors mapped onto fields, and whether there are unsaved changes.
 */
export function useFormPage<Values extends Record<string, unknown>>(
  options: FormPageOptions<Values>,
): FormPageState<Values> {
  const { initialValues, schema, toInput, submit, afterSave, onSaved, onErrors, readOnly = false } = options;
  const [values, setValues] = useState(initialValues);
  const [baseline, setBaseline] = useState(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const dirty = !same(values, baseline);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  const setValue = useCallback(<K extends keyof Values & string>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    // Not validation: a message the user is acting on goes until the next submit checks again.
    setErrors((current) => {
      const kept = Object.entries(current).filter(([errorKey]) => !isUnder(errorKey, key));
      return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
    });
  }, []);

  const setSavedValue = useCallback(
    <K extends keyof Values & string>(key: K, value: Values[K]) => {
      setValue(key, value);
      setBaseline((current) => ({ ...current, [key]: value }));
    },
    [setValue],
  );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (readOnly || saving) return;
    const input = toInput ? toInput(values) : values;
    const found = options.validate ? options.validate(input) : schema ? validate(schema, input) : {};
    setErrors(found);
    if (Object.keys(found).length > 0) {
      onErrors?.(found);
      return;
    }
    setSaving(true);
    try {
      const result = await submit(values);
      const next = afterSave ? afterSave(values, result) : values;
      dirtyRef.current = false;
      setBaseline(next);
      setValues(next);
      onSaved?.(result);
    } catch (error) {
      const mapped = serverFieldErrors(error, options.nestedErrorPaths ? formPath : formKey);
      if (Object.keys(mapped).length > 0) {
        setErrors(mapped);
        onErrors?.(mapped);
      } else if (!(isApiError(error) && (error.status === 401 || error.status === 403))) {
        // 401 and 403 are the HTTP client's (refresh/sign-in, policy toast).
        showError(error instanceof Error ? error.message : String(error));
      }
    } finally {
      setSaving(false);
    }
  };

  const textField = <K extends keyof Values & string>(key: K) => ({
    value: String(values[key] ?? ''),
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(key, event.currentTarget.value as Values[K]),
    error: errors[key],
    disabled: readOnly,
  });

  const isDirtyNow = useMemo(() => () => dirtyRef.current, []);

  return {
    values,
    errors,
    saving,
    dirty,
    readOnly,
    setValue,
    setSavedValue,
    textField,
    onSubmit: (event) => void onSubmit(event),
    isDirtyNow,
  };
}
