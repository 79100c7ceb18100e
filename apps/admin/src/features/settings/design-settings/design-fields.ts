import { type BrandImage, socialNetworks } from '@tablero/domain';
import type { FieldTable, ValuesOf } from '../settings-form/settings-fields.js';

/** The brand images, each held by its picture's id field (`design.primaryLogoId`). */
export const brandImageFields = {
  primary_logo: 'design.primaryLogoId',
  secondary_logo: 'design.secondaryLogoId',
  favicon: 'design.faviconId',
  animation_loader: 'design.animationLoaderId',
} as const satisfies Record<BrandImage, string>;

const socialFields = Object.fromEntries(socialNetworks.map((n) => [`design.social.${n}`, 'text'])) as Record<
  `design.social.${(typeof socialNetworks)[number]}`,
  'text'
>;

/** `/design-settings`: the brand's name, colours, typefaces, images and social links. */
export const designFields = {
  'design.commerceName': 'required',
  'design.colors.primary': 'required',
  'design.colors.secondary': 'required',
  'design.colors.background': 'required',
  'design.colors.text': 'required',
  'design.fonts.heading': 'required',
  'design.fonts.body': 'required',
  'design.primaryLogoId': 'picture',
  'design.secondaryLogoId': 'picture',
  'design.faviconId': 'picture',
  'design.animationLoaderId': 'picture',
  ...socialFields,
} as const satisfies FieldTable;

export type DesignValues = ValuesOf<typeof designFields>;
