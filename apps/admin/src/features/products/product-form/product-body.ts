import { type ProductTag, productTags, resolveProductWrite } from '@tablero/domain';
import { type NumberValue, toMinor } from '../../../shared/format/number-value.js';
import { type FieldErrors, formErrorsOf } from '../../../shared/ui/form-page/index.js';
import type { Product } from '../api.js';
import type { ProductFormValues } from './product-form-values.js';

/** Currency units typed → wire minor units (API.md: integers, the spec's 100-cent unit). */
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const numberOrNull = (value: NumberValue) => (value === '' ? null : value);
/** A blank that has a default (modifier quantities 0 and 100) or is required (price) is not sent. */
const unlessBlank = (key: string, value: number | null) => (value === null ? {} : { [key]: value });

/** The whole product in wire spelling, as a POST sends it (modifier links without ids). */
export function productBodyOf(values: ProductFormValues): Record<string, unknown> {
  return {
    name: values.name,
    name_screen_product: orNull(values.nameScreenProduct),
    description: orNull(values.description),
    url: orNull(values.url),
    picture_ids: values.pictures.map((p) => p.id),
    ...unlessBlank('price_product', toMinor(values.priceProduct)),
    position: numberOrNull(values.position) ?? 0,
    platform: values.platform,
    dispatch_method: values.dispatchMethod,
    show: values.show,
    availability: values.availability,
    start_datetime: orNull(values.startDatetime),
    end_datetime: orNull(values.endDatetime),
    label: orNull(values.label),
    label_type: values.labelType === '' ? null : values.labelType,
    start_datetime_label: orNull(values.startDatetimeLabel),
    end_datetime_label: orNull(values.endDatetimeLabel),
    modifiers: values.modifiers.map((m, position) => ({
      modifier_id: m.modifierId,
      ...unlessBlank('min_quantity', numberOrNull(m.minQuantity)),
      ...unlessBlank('max_quantity', numberOrNull(m.maxQuantity)),
      position,
    })),
    food_type: orNull(values.foodType),
    cooking_time: numberOrNull(values.cookingTime),
    tags: Object.fromEntries(productTags.map((tag: ProductTag) => [tag, values.tags.includes(tag)])),
    dimensions: {
      width: numberOrNull(values.dimensions.width),
      height: numberOrNull(values.dimensions.height),
      length: numberOrNull(values.dimensions.length),
      weight: numberOrNull(values.dimensions.weight),
    },
    aloha_id: orNull(values.alohaId),
    aloha_comp_id: orNull(values.alohaCompId),
    fbd_id: orNull(values.fbdId),
  };
}

/**
 * A PATCH of a saved product: the whole body, its modifier links by id (kept links first, in the
 * form's order, so a 422's `modifiers.N` is the form's row N) and `_destroy` for the removed ones.
 */
export function productPatchOf(values: ProductFormValues, saved: Product): Record<string, unknown> {
  const body = productBodyOf(values);
  const links = (body.modifiers as Record<string, unknown>[]).map((link, i) => {
    const id = values.modifiers[i]?.id;
    return id === undefined ? link : { id, ...link };
  });
  const kept = new Set(values.modifiers.flatMap((m) => (m.id === undefined ? [] : [m.id])));
  const removed = saved.modifiers.filter((m) => !kept.has(m.id)).map((m) => ({ id: m.id, _destroy: true }));
  return { ...body, modifiers: [...links, ...removed] };
}

/**
 * The form's check on submit: the product it would save against the same field and cross-field
 * rules the API runs (spec part 2 §5, `resolveProductWrite`), keyed by nested form paths
 * (`modifiers.1.minQuantity`), first message per field.
 */
export function checkProductForm(values: ProductFormValues): FieldErrors {
  const result = resolveProductWrite(productBodyOf(values), null);
  return result.ok ? {} : formErrorsOf(result.errors);
}
