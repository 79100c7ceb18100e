import type { FieldError } from '../errors/error-codes.js';
import { fieldMessages } from '../errors/field-messages.js';
import type { ProductState } from './product.schema.js';
import { productLimits, productMessages } from './product-constants.js';

type Range = readonly [
  start: 'start_datetime_label' | 'start_datetime',
  end: 'end_datetime_label' | 'end_datetime',
];
const ranges: Range[] = [
  ['start_datetime_label', 'end_datetime_label'],
  ['start_datetime', 'end_datetime'],
];

/**
 * The product rules of spec part 2 §5, each written once: label up to 18 characters; label type
 * required (when there is a label); date ranges required and correct (both ends or none, end after
 * start); modifier quantities numeric and min ≤ max; a modifier linked once; a picture shown once.
 */
export function productRuleErrors(product: ProductState): FieldError[] {
  const errors: FieldError[] = [];
  if (product.label !== null && product.label.length > productLimits.labelMax)
    errors.push({ field: 'label', message: fieldMessages.max('label', productLimits.labelMax) });
  if (product.label !== null && product.label_type === null)
    errors.push({ field: 'label_type', message: productMessages.labelTypeRequired });
  for (const [start, end] of ranges) {
    const from = product[start];
    const to = product[end];
    if ((from === null) !== (to === null))
      errors.push({
        field: from === null ? start : end,
        message: productMessages.rangeIncomplete(start, end),
      });
    else if (from !== null && to !== null && Date.parse(to) <= Date.parse(from))
      errors.push({ field: end, message: productMessages.endBeforeStart });
  }
  const pictures = new Set<number>();
  product.picture_ids.forEach((pictureId, i) => {
    if (pictures.has(pictureId))
      errors.push({ field: `picture_ids.${i}`, message: productMessages.repeatedPicture });
    pictures.add(pictureId);
  });
  const seen = new Set<number>();
  product.modifiers.forEach((m, i) => {
    if (m.min_quantity > m.max_quantity)
      errors.push({ field: `modifiers.${i}.min_quantity`, message: productMessages.minAboveMax });
    if (seen.has(m.modifier_id))
      errors.push({ field: `modifiers.${i}.modifier_id`, message: productMessages.repeatedModifier });
    seen.add(m.modifier_id);
  });
  return errors;
}
