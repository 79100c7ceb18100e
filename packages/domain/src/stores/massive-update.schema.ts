import { z } from 'zod';
import { recordId } from '../shared/ids.js';
import { paymentMethodsPatch } from './payment-methods.js';
import {
  businessHourFields,
  exceptionalWaitTimeFields,
  scheduledClosingFields,
  waitMinutes,
} from './schedules.schema.js';
import { storeClosing } from './store.schema.js';
import { orderMethods } from './store-constants.js';

/** In a bulk edit a list is the same for every store, so its items are new: no ids, no `_destroy`. */
const newItems = <S extends z.ZodRawShape>(fields: S) => z.array(z.strictObject(fields).partial()).max(100);

/**
 * `PATCH /stores/massive_update`: the bulk edit's two tabs (§2), schedules and payment methods,
 * flat, plus `store_ids`. A list sent replaces that list in every store; payment methods replace
 * the modes sent. Each store then passes the rules of a single update, or is left as it was.
 */
export const massiveUpdateInput = z
  .strictObject({
    store_ids: z.array(recordId).min(1).max(1000),
    business_hours: newItems(businessHourFields).optional(),
    have_different_business_hours: z.boolean().optional(),
    scheduled_closing_times: newItems(scheduledClosingFields).optional(),
    exceptional_wait_times: newItems(exceptionalWaitTimeFields).optional(),
    delivery_wait_time: waitMinutes.optional(),
    pick_up_wait_time: waitMinutes.optional(),
    future_orders_enabled: z.boolean().optional(),
    order_method: z.enum(orderMethods).optional(),
    payment_methods: paymentMethodsPatch.optional(),
    /** Close or reopen every store at once (a chain pausing all its locations during an outage). */
    closing: storeClosing.optional(),
    reopen: z.literal(true).optional(),
  })
  .meta({ examples: [{ store_ids: [1], delivery_wait_time: 40 }] });
export type MassiveUpdateInput = z.infer<typeof massiveUpdateInput>;

export const massiveUpdateLists = [
  'business_hours',
  'scheduled_closing_times',
  'exceptional_wait_times',
] as const;

export const massiveUpdateResult = z.object({
  failed_stores: z.array(
    z.object({
      id: z.number().int(),
      name: z.string().nullable(),
      errors: z.array(z.object({ field: z.string(), message: z.string() })),
    }),
  ),
});
export type MassiveUpdateResult = z.infer<typeof massiveUpdateResult>;

/**
 * The single-store PATCH body that stands for the bulk edit on one store: every item the store
 * has in a replaced list is destroyed and the bulk list's items are added.
 */
export function massivePatchFor(
  input: Omit<MassiveUpdateInput, 'store_ids'>,
  current: Record<(typeof massiveUpdateLists)[number], readonly { id?: number | undefined }[]>,
): Record<string, unknown> {
  const patch: Record<string, unknown> = { ...input };
  for (const list of massiveUpdateLists) {
    const items = input[list];
    if (!items) continue;
    patch[list] = [...current[list].map((item) => ({ id: item.id, _destroy: true })), ...items];
  }
  return patch;
}
