import { type SettingsState, settingsReadOnly } from '@tablero/domain';
import { fromMinor, type NumberValue, toMinor } from '../../../shared/format/number-value.js';
import { snakeizeKeys } from '../../../shared/http/index.js';
import type { Settings, SettingsBody } from '../api.js';

/** A brand image as the design form holds it: the picture and what the size rules and the preview read. */
export interface BrandPicture {
  id: number;
  url: string | null;
  width: number | null;
  height: number | null;
}

/**
 * How a form field is typed and sent: `text` is null when blank, `required` is sent as typed
 * (so a blank one is refused as required), `money` is typed in currency units and sent in minor
 * units, `count` is a whole number or null, `picture` is sent as the picture's id.
 */
export type FieldKind = 'text' | 'required' | 'money' | 'count' | 'switch' | 'picture';

/** A form's fields by their place in the (camelCase) settings: `general.freeDelivery.minimumValue`. */
export type FieldTable = Record<string, FieldKind>;

type ValueOfKind<K extends FieldKind> = K extends 'money' | 'count'
  ? NumberValue
  : K extends 'switch'
    ? boolean
    : K extends 'picture'
      ? BrandPicture | null
      : string;

/**
 * A settings form's values, one per field and keyed by its path, which is also the key its
 * messages come under (a 422's `general.free_delivery.minimum_value` reads `general.freeDelivery.minimumValue`).
 */
export type ValuesOf<T extends FieldTable> = { [P in keyof T]: ValueOfKind<T[P]> };
export type FormValue = ValueOfKind<FieldKind>;

const at = (tree: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | null)?.[key], tree);

/** A picture id's field (`design.primaryLogoId`) is shown from the view's image (`design.primaryLogo`). */
const viewPath = (path: string, kind: FieldKind) => (kind === 'picture' ? path.replace(/Id$/, '') : path);

function formValue(kind: FieldKind, value: unknown): FormValue {
  switch (kind) {
    case 'money':
      return fromMinor(value as number | null);
    case 'count':
      return typeof value === 'number' ? value : '';
    case 'switch':
      return value === true;
    case 'picture':
      return (value as BrandPicture | null) ?? null;
    default:
      return typeof value === 'string' ? value : '';
  }
}

function wireValue(kind: FieldKind, value: FormValue): unknown {
  switch (kind) {
    case 'money':
      return toMinor(value as NumberValue);
    case 'count':
      return value === '' ? null : value;
    case 'picture':
      return (value as BrandPicture | null)?.id ?? null;
    case 'text': {
      const text = (value as string).trim();
      return text === '' ? null : text;
    }
    default:
      return value;
  }
}

/** The saved settings as the values of a form of these fields. */
export function formValuesOf<T extends FieldTable>(settings: Settings, fields: T): ValuesOf<T> {
  return Object.fromEntries(
    Object.entries(fields).map(([path, kind]) => [path, formValue(kind, at(settings, viewPath(path, kind)))]),
  ) as ValuesOf<T>;
}

/** A PATCH body of the given fields, nested and in wire spelling. */
function bodyOf(fields: FieldTable, values: Record<string, unknown>, paths: string[]): SettingsBody {
  const body: Record<string, unknown> = {};
  for (const path of paths) {
    const keys = path.split('.');
    const last = keys.pop() as string;
    let node = body;
    for (const key of keys) {
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    }
    node[last] = wireValue(fields[path] as FieldKind, values[path] as FormValue);
  }
  return snakeizeKeys(body) as SettingsBody;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * `PATCH /settings` sends only what changed: each section and group is merged key by key, so the
 * body holds just the fields whose sent value differs from the saved one. Empty when none does.
 */
export function settingsPatch<T extends FieldTable>(
  fields: T,
  saved: ValuesOf<T>,
  edited: ValuesOf<T>,
): SettingsBody {
  const changed = Object.keys(fields).filter((path) => {
    const kind = fields[path] as FieldKind;
    return !same(wireValue(kind, saved[path] as FormValue), wireValue(kind, edited[path] as FormValue));
  });
  return bodyOf(fields, edited, changed);
}

/** The settings as kept (what `resolveSettingsWrite` merges a body onto): the view without what a GET adds. */
export function settingsStateOf(settings: Settings): SettingsState {
  const wire = snakeizeKeys(settings) as Record<string, unknown>;
  const state = Object.fromEntries(
    Object.entries(wire).filter(([key]) => !(settingsReadOnly.top as readonly string[]).includes(key)),
  );
  state.design = Object.fromEntries(
    Object.entries(wire.design as Record<string, unknown>).filter(
      ([key]) => !(settingsReadOnly.design as readonly string[]).includes(key),
    ),
  );
  return state as SettingsState;
}
