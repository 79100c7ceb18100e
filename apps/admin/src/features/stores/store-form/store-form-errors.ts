import { type StoreRuleContext, validateStore } from '@tablero/domain';
import { type FieldErrors, formPath, underItsInput } from '../../../shared/ui/form-page/index.js';
import { type StoreEditTab, storeEditTabs } from '../urls.js';
import { storeBodyOf } from './store-body.js';
import type { StoreFormValues } from './store-form-values.js';

export interface StoreFormMessages {
  /** Places lookup is off (spec part 1 §1): the address is located by its point on the map. */
  pointOnMap: string;
}

/** A wire path of the checked body back to the form's key; deleted zones shift `delivery_areas`. */
function formKeyOf(field: string, areaIndexes: number[]): string {
  const [head, index, ...rest] = field.split('.');
  if (head === 'delivery_areas' && index !== undefined && /^\d+$/.test(index)) {
    const formIndex = areaIndexes[Number(index)] ?? Number(index);
    return formPath([head, String(formIndex), ...rest].join('.'));
  }
  return formPath(field);
}

/**
 * The form's whole check on submit: the store it would save against every field rule and every
 * cross-field rule of spec part 1 §5 (`validateStore`), keyed by nested form paths
 * (`businessHours.2.openingTime`), first message per field.
 */
export function checkStoreForm(
  values: StoreFormValues,
  ctx: StoreRuleContext,
  messages: StoreFormMessages,
): FieldErrors {
  const { body, areaIndexes } = storeBodyOf(values);
  const errors: FieldErrors = {};
  for (const { field, message } of validateStore(body, ctx)) {
    const key = formKeyOf(field, areaIndexes);
    const unplaced = (key === 'latitude' || key === 'longitude') && values[key] === null;
    errors[unplaced ? 'latitude' : key] ??= unplaced ? messages.pointOnMap : underItsInput(field, message);
  }
  return errors;
}

/** Top-level form fields by the tab that shows them; everything else is on the info tab. */
const fieldTabs: Record<string, StoreEditTab> = {
  businessHours: 'schedules',
  haveDifferentBusinessHours: 'schedules',
  deliveryWaitTime: 'schedules',
  pickUpWaitTime: 'schedules',
  exceptionalWaitTimes: 'schedules',
  scheduledClosingTimes: 'schedules',
  futureOrdersEnabled: 'schedules',
  deliveryMethods: 'delivery',
  deliveryAreas: 'delivery',
  deliveryCalculationType: 'delivery',
  deliveryInstructions: 'delivery',
  uberId: 'external-services',
  uberEatsId: 'external-services',
  rappiId: 'external-services',
  alohaId: 'external-services',
  popappId: 'external-services',
  ordaticId: 'external-services',
  toteatId: 'external-services',
  toteatRestaurantId: 'external-services',
  fudoId: 'external-services',
  fbdId: 'external-services',
  cabifyId: 'external-services',
  sodexoCommerceCode: 'external-services',
  chekCommerceCode: 'external-services',
};

export function tabOfError(key: string): StoreEditTab {
  const [field = ''] = key.split('.');
  return fieldTabs[field] ?? 'info';
}

/** The first tab, in the tabs' order, that has a message to show; null when there is none. */
export function firstTabWithErrors(errors: FieldErrors): StoreEditTab | null {
  const tabs = new Set(Object.keys(errors).map(tabOfError));
  return storeEditTabs.find((tab) => tabs.has(tab)) ?? null;
}
