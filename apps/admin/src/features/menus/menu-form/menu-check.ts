import { fieldMessages, resolveMenuWrite } from '@tablero/domain';
import { type FieldErrors, formPath } from '../../../shared/ui/form-page/index.js';
import type { Menu } from '../api.js';
import { type menuBodyOf, menuStateOf } from './menu-values.js';

type MenuBody = ReturnType<typeof menuBodyOf>;

/** The wire path's last part (`price_groups.0.prices.1.delivery_price` → `delivery_price`). */
const lastPart = (field: string) => field.split('.').at(-1) ?? field;

/**
 * The form's check on submit: the menu's own domain rules (the ones the API applies to the same
 * body against the saved menu), plus the blanks the form can have. Messages name the field by its
 * label ("El campo precio es requerido") and are keyed by the form's nested paths.
 */
export function menuErrors(
  body: MenuBody,
  saved: Menu | null,
  label: (wireName: string) => string,
): FieldErrors {
  const found: { field: string; message: string }[] = [];
  body.price_groups.forEach((group, g) => {
    if (!('prices' in group)) return;
    group.prices.forEach((price, p) => {
      if (!('product_id' in price)) return;
      const at = `price_groups.${g}.prices.${p}`;
      if (price.product_id === null)
        found.push({ field: `${at}.product_id`, message: fieldMessages.required(`${at}.product_id`) });
      if (price.price === null)
        found.push({ field: `${at}.price`, message: fieldMessages.required(`${at}.price`) });
    });
  });
  if (found.length === 0) {
    const result = resolveMenuWrite(body, menuStateOf(saved));
    if (!result.ok) found.push(...result.errors);
  }
  const errors: FieldErrors = {};
  for (const { field, message } of found)
    errors[formPath(field)] ??= message.replaceAll(field, label(lastPart(field)));
  return errors;
}
