import { z } from 'zod';
import { recordId } from '../shared/ids.js';
import { pageQuery } from '../shared/lists.js';
import { nestedId, nestedPatchItem } from '../shared/nested.js';

/**
 * The spec names `type` as a list filter without listing its values: a modifier is either a
 * `parent` (a choice shown with a product, e.g. "Punto de la carne") or a `child`, an option
 * parents list among their `children` (e.g. "A punto").
 */
export const modifierTypes = ['parent', 'child'] as const;
export type ModifierType = (typeof modifierTypes)[number];

export const MAX_MODIFIER_QUANTITY = 100;
export const MAX_MODIFIER_CHILDREN = 200;
/** Minor units, bigint columns: the same ceiling as product and menu prices. */
const MAX_MONEY = 10_000_000_000;

const quantity = z.number().int().min(0).max(MAX_MODIFIER_QUANTITY);
const optionalText = (max: number) => z.string().trim().max(max).nullable();

/** An option of a parent: which modifier, where it shows, and its price variation (minor units, may be negative). */
export const modifierChildFields = {
  child_modifier_id: recordId,
  position: z.number().int().min(0).max(10_000),
  price: z.number().int().min(-MAX_MONEY).max(MAX_MONEY),
};

export const modifierFields = {
  type: z.enum(modifierTypes),
  name: z.string().trim().min(1).max(120),
  description: optionalText(500),
  /** Integer minor units (API.md "JSON"). */
  price: z.number().int().min(0).max(MAX_MONEY),
  free: z.boolean(),
  position: z.number().int().min(0).max(10_000),
  dropdown_text: optionalText(120),
  food_type: optionalText(50),
  min_quantity_modifiers: quantity,
  max_quantity_modifiers: quantity,
  aloha_id: optionalText(50),
  fbd_id: optionalText(50),
  parent_id: recordId.nullable(),
  /** One picture for now (a nullable column); the pictures area decides whether there can be more. */
  picture_ids: z.array(recordId).max(1),
};

export const modifierChildState = z.object({ id: nestedId.optional(), ...modifierChildFields });
export type ModifierChildState = z.infer<typeof modifierChildState>;

/** A modifier as it will be saved: every field, children merged. */
export const modifierState = z.object({
  ...modifierFields,
  children: z.array(modifierChildState).max(MAX_MODIFIER_CHILDREN),
});
export type ModifierState = z.infer<typeof modifierState>;

const readOnly = { id: z.unknown(), created_at: z.unknown(), updated_at: z.unknown() };

/** POST and PATCH body: only the fields sent change; `children` follow the nested-attributes rules. */
export const modifierWrite = z
  .strictObject({
    ...modifierFields,
    ...readOnly,
    children: z
      .array(
        nestedPatchItem(modifierChildFields, { name: z.unknown() }).extend({
          position: modifierChildFields.position.optional(),
          price: modifierChildFields.price.optional(),
        }),
      )
      .max(MAX_MODIFIER_CHILDREN),
  })
  .partial()
  .meta({ examples: [{ name: 'Punto de la carne', min_quantity_modifiers: 0, max_quantity_modifiers: 1 }] });
export type ModifierWrite = z.infer<typeof modifierWrite>;

export const modifierChild = z.object({
  id: z.number().int(),
  child_modifier_id: z.number().int(),
  /** The option's own name, read-only here. */
  name: z.string(),
  position: z.number().int(),
  price: z.number().int(),
});
export type ModifierChild = z.infer<typeof modifierChild>;

export const modifierView = z.object({
  id: z.number().int(),
  ...modifierFields,
  name: z.string(),
  children: z.array(modifierChild),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ModifierView = z.infer<typeof modifierView>;

export const modifierListQuery = pageQuery().extend({
  type: z.enum(modifierTypes).optional(),
  query: z.string().trim().max(100).optional(),
});
export type ModifierListQuery = z.infer<typeof modifierListQuery>;
