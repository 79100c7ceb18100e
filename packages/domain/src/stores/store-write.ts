import type { FieldError } from '../errors/error-codes.js';
import { fieldErrorsOf } from '../errors/zod-messages.js';
import { mergeNested } from '../shared/nested.js';
import { activeScheduledClosing, closingWindow, zonedIso } from './opening/index.js';
import { type StoreClosing, type StoreState, storeStateFor, storeWriteFor } from './store.schema.js';
import { defaultStoreState } from './store-defaults.js';
import { storeMessages } from './store-messages.js';
import { type StoreRuleContext, storeRuleErrors } from './store-rules.js';

export const nestedCollections = [
  'delivery_methods',
  'delivery_areas',
  'business_hours',
  'scheduled_closing_times',
  'exceptional_wait_times',
] as const;
type Collection = (typeof nestedCollections)[number];

const actionFields = ['closing', 'reopen'] as const;

export interface StoreWriteContext extends StoreRuleContext {
  timeZone: string;
}

export type StoreWriteResult =
  | { ok: true; store: StoreState; actionOnly: boolean }
  | { ok: false; errors: FieldError[] };

const closingReasons = {
  one_hour: 'Cerrada por 1 hora',
  two_hours: 'Cerrada por 2 horas',
  rest_of_day: 'Cerrada por el resto del día',
};

/** The scheduled closing a `closing` action adds; none for a permanent closing. */
export function closingItem(closing: StoreClosing, now: Date, timeZone: string) {
  if (closing.kind === 'permanent') return undefined;
  if (closing.kind === 'scheduled')
    return {
      start_datetime: closing.start_datetime,
      end_datetime: closing.end_datetime,
      reason: closing.reason ?? null,
      dispatch_method: closing.dispatch_method ?? 'both',
    };
  return {
    ...closingWindow(closing.kind, now, timeZone),
    reason: closing.reason ?? closingReasons[closing.kind],
    dispatch_method: 'both' as const,
  };
}

/** Field names of the merged store back to the request's: list indexes become the indexes sent. */
function toRequestPaths(
  errors: FieldError[],
  origins: Partial<Record<Collection, (number | undefined)[]>>,
  closingIndex: number | undefined,
): FieldError[] {
  const result = new Map<string, FieldError>();
  for (const e of errors) {
    const [head, index, ...rest] = e.field.split('.');
    let field = e.field;
    if (nestedCollections.includes(head as Collection) && index !== undefined && /^\d+$/.test(index)) {
      const i = Number(index);
      const origin = origins[head as Collection]?.[i];
      if (head === 'scheduled_closing_times' && i === closingIndex) field = ['closing', ...rest].join('.');
      else field = origin === undefined ? (head as string) : [head, origin, ...rest].join('.');
    }
    // Messages that name their field name it as the request did.
    const message = field === e.field ? e.message : e.message.replaceAll(e.field, field);
    if (!result.has(field)) result.set(field, { field, message });
  }
  return [...result.values()];
}

/**
 * Applies a POST or PATCH body to a store (`ctx.current`, or the defaults of a new store) and
 * checks the result with every rule: the same rules the form runs. Answers the whole store as it
 * will be, or every failing field named as the request named it.
 */
export function resolveStoreWrite(body: unknown, ctx: StoreWriteContext): StoreWriteResult {
  const parsed = storeWriteFor(ctx.country).safeParse(body);
  if (!parsed.success) return { ok: false, errors: fieldErrorsOf(parsed.error) };
  const input = parsed.data;
  if (input.closing && input.reopen)
    return { ok: false, errors: [{ field: 'reopen', message: storeMessages.closingAndReopen }] };

  const base = (ctx.current ?? defaultStoreState()) as Record<string, unknown> & Partial<StoreState>;
  const merged: Record<string, unknown> = { ...base };
  const written = Object.entries(input).filter(
    ([key, value]) => value !== undefined && !(actionFields as readonly string[]).includes(key),
  );
  for (const [key, value] of written) merged[key] = value;
  merged.payment_methods = { ...base.payment_methods, ...input.payment_methods };

  const errors: FieldError[] = [];
  const origins: Partial<Record<Collection, (number | undefined)[]>> = {};
  for (const collection of nestedCollections) {
    const existing = (base[collection] ?? []) as { id?: number }[];
    const result = mergeNested(collection, existing, input[collection] as never);
    merged[collection] = result.items;
    origins[collection] = result.origins;
    errors.push(...result.errors);
  }
  if (errors.length > 0) return { ok: false, errors };

  let closingIndex: number | undefined;
  if (input.closing?.kind === 'permanent') merged.enabled = false;
  const added = input.closing && closingItem(input.closing, ctx.now, ctx.timeZone);
  if (added) {
    const list = merged.scheduled_closing_times as unknown[];
    closingIndex = list.length;
    merged.scheduled_closing_times = [...list, added];
  }

  const checked = storeStateFor(ctx.country).safeParse(merged);
  const actionOnly = written.length === 0 && Boolean(input.closing || input.reopen);
  if (!checked.success) {
    const all = toRequestPaths(fieldErrorsOf(checked.error), origins, closingIndex);
    // A closing or reopening is never held up by another section of an older, incomplete store.
    const relevant = actionOnly
      ? all.filter((e) => e.field.startsWith('closing') || e.field.startsWith('scheduled_closing_times'))
      : all;
    if (relevant.length > 0 || !actionOnly) return { ok: false, errors: relevant };
    return { ok: true, store: applyReopen(merged as StoreState, input.reopen, ctx), actionOnly };
  }
  const ruleErrors = storeRuleErrors(checked.data, ctx);
  const relevant = actionOnly
    ? ruleErrors.filter((e) => e.field.startsWith('scheduled_closing_times'))
    : ruleErrors;
  if (relevant.length > 0) return { ok: false, errors: toRequestPaths(relevant, origins, closingIndex) };
  return { ok: true, store: applyReopen(checked.data, input.reopen, ctx), actionOnly };
}

/** Reopening enables the store and ends, now, any scheduled closing in force. */
function applyReopen(store: StoreState, reopen: true | undefined, ctx: StoreWriteContext): StoreState {
  if (!reopen) return store;
  const now = zonedIso(ctx.now, ctx.timeZone);
  const schedule = { ...store, enabled: true };
  const closings = store.scheduled_closing_times.flatMap((c) => {
    if (!activeScheduledClosing({ ...schedule, scheduled_closing_times: [c] }, ctx.now)) return [c];
    // A closing that began within this very second has nothing left to keep.
    return Date.parse(now) > Date.parse(c.start_datetime) ? [{ ...c, end_datetime: now }] : [];
  });
  return { ...store, enabled: true, scheduled_closing_times: closings };
}

/** The form's check: the whole store against every rule (its own fields and the cross-field rules). */
export function validateStore(store: unknown, ctx: StoreRuleContext): FieldError[] {
  const checked = storeStateFor(ctx.country).safeParse(store);
  if (!checked.success) return fieldErrorsOf(checked.error);
  return storeRuleErrors(checked.data, ctx);
}
