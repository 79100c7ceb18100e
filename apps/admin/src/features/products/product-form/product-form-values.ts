import {
  defaultProductState,
  type ProductDispatchMethod,
  type ProductLabelType,
  type ProductPlatform,
  type ProductTag,
  productTags,
} from '@tablero/domain';
import { fromMinor, type NumberValue } from '../../../shared/format/number-value.js';
import type { ShownPicture } from '../../pictures/api.js';
import type { Product } from '../api.js';

/** What a NumberInput holds: a number, or '' while empty. */

export interface ProductModifierValue {
  /** The saved link's id; absent for a link added in this form. */
  id?: number;
  modifierId: number;
  name: string;
  minQuantity: NumberValue;
  maxQuantity: NumberValue;
}

type Dimension = 'width' | 'height' | 'length' | 'weight';

/** The product form's values: the product's fields as people type them (money in currency units). */
export interface ProductFormValues extends Record<string, unknown> {
  name: string;
  nameScreenProduct: string;
  description: string;
  url: string;
  pictures: ShownPicture[];
  priceProduct: NumberValue;
  position: NumberValue;
  platform: ProductPlatform[];
  dispatchMethod: ProductDispatchMethod;
  show: boolean;
  availability: string[];
  /** ISO instants ('' when blank); the pickers show them in the tenant's zone. */
  startDatetime: string;
  endDatetime: string;
  label: string;
  labelType: ProductLabelType | '';
  startDatetimeLabel: string;
  endDatetimeLabel: string;
  modifiers: ProductModifierValue[];
  foodType: string;
  cookingTime: NumberValue;
  tags: ProductTag[];
  dimensions: Record<Dimension, NumberValue>;
  alohaId: string;
  alohaCompId: string;
  fbdId: string;
}

/** Wire money (integer minor units, API.md) to the currency units a person types. */
const text = (value: string | null) => value ?? '';
const blank = (value: number | null): NumberValue => value ?? '';

export function newProductFormValues(): ProductFormValues {
  const defaults = defaultProductState();
  return {
    name: '',
    nameScreenProduct: '',
    description: '',
    url: '',
    pictures: [],
    priceProduct: '',
    position: defaults.position,
    platform: [...defaults.platform],
    dispatchMethod: defaults.dispatch_method,
    show: defaults.show,
    availability: [...defaults.availability],
    startDatetime: '',
    endDatetime: '',
    label: '',
    labelType: '',
    startDatetimeLabel: '',
    endDatetimeLabel: '',
    modifiers: [],
    foodType: '',
    cookingTime: '',
    tags: [],
    dimensions: { width: '', height: '', length: '', weight: '' },
    alohaId: '',
    alohaCompId: '',
    fbdId: '',
  };
}

/** A saved product as form values; `names` are its modifiers' names, when known. */
export function productFormValues(product: Product, names: Map<number, string>): ProductFormValues {
  return {
    name: product.name,
    nameScreenProduct: text(product.nameScreenProduct),
    description: text(product.description),
    url: text(product.url),
    pictures: product.pictures.map((p) => ({ id: p.id, url: p.smallUrl })),
    priceProduct: fromMinor(product.priceProduct),
    position: product.position,
    platform: [...product.platform],
    dispatchMethod: product.dispatchMethod,
    show: product.show,
    availability: [...product.availability],
    startDatetime: text(product.startDatetime),
    endDatetime: text(product.endDatetime),
    label: text(product.label),
    labelType: product.labelType ?? '',
    startDatetimeLabel: text(product.startDatetimeLabel),
    endDatetimeLabel: text(product.endDatetimeLabel),
    modifiers: product.modifiers.map((m) => ({
      id: m.id,
      modifierId: m.modifierId,
      name: names.get(m.modifierId) ?? '',
      minQuantity: m.minQuantity,
      maxQuantity: m.maxQuantity,
    })),
    foodType: text(product.foodType),
    cookingTime: blank(product.cookingTime),
    tags: productTags.filter((tag) => product.tags[tagKey(tag)]),
    dimensions: {
      width: blank(product.dimensions.width),
      height: blank(product.dimensions.height),
      length: blank(product.dimensions.length),
      weight: blank(product.dimensions.weight),
    },
    alohaId: text(product.alohaId),
    alohaCompId: text(product.alohaCompId),
    fbdId: text(product.fbdId),
  };
}

/** The camelCased key of a tag in a product read from the API (`gluten_free` → `glutenFree`). */
export const tagKey = (tag: ProductTag) =>
  tag.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase()) as keyof Product['tags'];
