import { type ProductPicture, type ProductState, type ProductView, zonedIso } from '@tablero/domain';
import type { productModifiers, products } from '../../db/schema/index.js';

export type ProductRecord = typeof products.$inferSelect;
export type ProductModifierRecord = typeof productModifiers.$inferSelect;
export type ProductValues = Omit<typeof products.$inferInsert, 'tenantId' | 'id' | 'createdAt'>;

const iso = (at: Date | null, timeZone: string) => (at ? zonedIso(at, timeZone) : null);
const at = (value: string | null) => (value ? new Date(value) : null);

/** A product row and its modifier links in wire names (the state the rules check). */
export function stateOf(
  row: ProductRecord,
  modifiers: ProductModifierRecord[],
  pictureIds: number[],
  timeZone: string,
): ProductState & { modifiers: { id: number }[] } {
  return {
    name: row.name,
    name_screen_product: row.nameScreenProduct,
    price_product: row.priceProduct,
    description: row.description,
    position: row.position,
    platform: row.platform as ProductState['platform'],
    dispatch_method: row.dispatchMethod as ProductState['dispatch_method'],
    url: row.url,
    label: row.label,
    label_type: row.labelType as ProductState['label_type'],
    start_datetime_label: iso(row.startLabelAt, timeZone),
    end_datetime_label: iso(row.endLabelAt, timeZone),
    start_datetime: iso(row.startAt, timeZone),
    end_datetime: iso(row.endAt, timeZone),
    availability: row.availability as ProductState['availability'],
    aloha_id: row.alohaId,
    aloha_comp_id: row.alohaCompId,
    fbd_id: row.fbdId,
    food_type: row.foodType,
    modifier_rules: row.modifierRules.map((r) => ({
      ruled_modifier_id: r.ruled_modifier_id,
      modifier_id: r.modifier_id,
      values: r.values,
    })),
    show: row.show,
    cooking_time: row.cookingTime,
    dimensions: {
      width: row.dimensions.width,
      height: row.dimensions.height,
      length: row.dimensions.length,
      weight: row.dimensions.weight,
    },
    tags: row.tags as ProductState['tags'],
    picture_ids: pictureIds,
    modifiers: modifiers.map((m) => ({
      id: m.id,
      modifier_id: m.modifierId,
      min_quantity: m.minQuantity,
      max_quantity: m.maxQuantity,
      position: m.position,
    })),
  };
}

export function viewOf(
  row: ProductRecord,
  modifiers: ProductModifierRecord[],
  pictures: ProductPicture[],
  timeZone: string,
): ProductView {
  return {
    id: row.id,
    ...stateOf(
      row,
      modifiers,
      pictures.map((p) => p.id),
      timeZone,
    ),
    pictures,
    created_at: zonedIso(row.createdAt, timeZone),
    updated_at: zonedIso(row.updatedAt, timeZone),
  } as ProductView;
}

/** The product's own columns from a checked state. */
export function valuesOf(state: ProductState): ProductValues {
  return {
    name: state.name,
    nameScreenProduct: state.name_screen_product,
    priceProduct: state.price_product,
    description: state.description,
    position: state.position,
    platform: state.platform,
    dispatchMethod: state.dispatch_method,
    url: state.url,
    label: state.label,
    labelType: state.label_type,
    startLabelAt: at(state.start_datetime_label),
    endLabelAt: at(state.end_datetime_label),
    startAt: at(state.start_datetime),
    endAt: at(state.end_datetime),
    availability: state.availability,
    alohaId: state.aloha_id,
    alohaCompId: state.aloha_comp_id,
    fbdId: state.fbd_id,
    foodType: state.food_type,
    modifierRules: state.modifier_rules,
    show: state.show,
    cookingTime: state.cooking_time,
    dimensions: state.dimensions,
    tags: state.tags,
  };
}
