import { z } from 'zod';
import type { FieldError } from '../errors/error-codes.js';
import { resolveFlatWrite } from '../shared/flat-write.js';
import { recordId, recordIdText } from '../shared/ids.js';
import { pageQuery, trimmedText } from '../shared/lists.js';
import { weekdays } from '../stores/opening/index.js';
import { weekday } from '../stores/schedules.schema.js';
import { optionalText } from '../stores/store-fields.js';
import {
  type BannerKind,
  bannerableTypes,
  bannerCategories,
  bannerDispatchMethods,
  bannerLimits,
  bannerMessages,
  bannerPlatforms,
  popUpPlatforms,
} from './banner-constants.js';

/** A time of the tenant's zone as the spec formats it before sending (part 2 §8): `YYYY-MM-DDTHH:mm`. */
export const wallClock = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/, bannerMessages.wallClock);

/**
 * Where a click takes the customer: an https link or a path of the storefront (`//host` is another
 * site without its scheme, refused); none, no link.
 */
export const bannerUrl = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string()
    .trim()
    .max(bannerLimits.urlMax)
    .regex(/^(https:\/\/[^\s/]+\.[^\s]+|\/(?!\/)[^\s]*)$/, bannerMessages.url)
    .nullable(),
);

/** One picture of a banner and the platform it is shown on; a GET's `url`, `width`, `height` are ignored. */
export const bannerPicture = z.object({ platform: z.enum(bannerPlatforms), picture_id: recordId });
export type BannerPicture = z.infer<typeof bannerPicture>;

/**
 * Every field of a banner (part 2 §3). The validity runs from `start_date` to `end_date` (tenant's
 * wall clock; none, no bound) on the weekdays of `availability`; empty `store_ids` means every store.
 */
const shownFields = {
  name: trimmedText('name').pipe(z.string().min(1).max(bannerLimits.nameMax)),
  active: z.boolean(),
  url: bannerUrl,
  category: z.enum(bannerCategories),
  dispatch_method: z.enum(bannerDispatchMethods),
  availability: z.array(weekday).min(1).max(weekdays.length),
  description: optionalText(bannerLimits.descriptionMax),
  start_date: wallClock.nullable(),
  end_date: wallClock.nullable(),
};

export const bannerFields = {
  ...shownFields,
  store_ids: z.array(recordId).max(bannerLimits.storesMax),
  pictures: z.array(bannerPicture).min(1, bannerMessages.noPicture).max(bannerPlatforms.length),
};

/** A positional banner also leads to a product or a price group of the tenant. */
export const positionBannerFields = {
  ...bannerFields,
  bannerable_type: z.enum(bannerableTypes),
  bannerable_id: recordId,
};

export const bannerState = z.strictObject(bannerFields);
export const positionBannerState = z.strictObject(positionBannerFields);
export type BannerState = z.infer<typeof bannerState> &
  Partial<Pick<z.infer<typeof positionBannerState>, 'bannerable_type' | 'bannerable_id'>>;

const readOnly = {
  id: z.unknown(),
  position: z.unknown(),
  bannerable_name: z.unknown(),
  created_at: z.unknown(),
  updated_at: z.unknown(),
};

/** `POST /banners` and `PATCH /banners/{id}`: only the fields sent change. */
export const bannerWrite = z
  .strictObject({ ...bannerFields, ...readOnly })
  .partial()
  .meta({
    examples: [
      {
        name: 'Promo verano',
        category: 'home',
        pictures: [{ platform: 'web', picture_id: 1 }],
      },
      { active: false },
    ],
  });
export type BannerWrite = z.infer<typeof bannerWrite>;

/** `POST /position_banners` and `PATCH /position_banners/{id}`. */
export const positionBannerWrite = z
  .strictObject({ ...positionBannerFields, ...readOnly })
  .partial()
  .meta({
    examples: [
      {
        name: 'Combo destacado',
        category: 'menu',
        pictures: [{ platform: 'app', picture_id: 1 }],
        bannerable_type: 'product',
        bannerable_id: 1,
      },
      { active: false },
    ],
  });

/** What a new pop-up is when the body does not say. */
export function popUpDefaults() {
  return {
    active: true,
    url: null,
    category: 'home' as const,
    dispatch_method: 'both' as const,
    availability: [...weekdays],
    description: null,
    start_date: null,
    end_date: null,
  };
}

/** What a new banner is when the body does not say: shown in every store. */
export function bannerDefaults() {
  return { ...popUpDefaults(), store_ids: [] as number[] };
}

/** Rules across fields: the end after the start; one picture per platform. */
export function bannerRuleErrors(state: {
  start_date: string | null;
  end_date: string | null;
  pictures?: readonly BannerPicture[];
}): FieldError[] {
  const errors: FieldError[] = [];
  if (state.start_date && state.end_date && state.end_date <= state.start_date)
    errors.push({ field: 'end_date', message: bannerMessages.endBeforeStart });
  const platforms = (state.pictures ?? []).map((p) => p.platform);
  const twice = platforms.find((platform, i) => platforms.indexOf(platform) !== i);
  if (twice) errors.push({ field: 'pictures', message: bannerMessages.platformTwice(twice) });
  return errors;
}

/** A banner body applied to the current one (or the defaults) with every rule checked. */
export function resolveBannerWrite(
  kind: BannerKind,
  current: BannerState | undefined,
  body: unknown,
): { state: BannerState } | { errors: FieldError[] } {
  const resolved = resolveFlatWrite(
    kind === 'position' ? positionBannerState : bannerState,
    { readOnly: Object.keys(readOnly), defaults: bannerDefaults() },
    current,
    body,
  );
  if ('errors' in resolved) return resolved;
  const errors = bannerRuleErrors(resolved.state);
  return errors.length > 0 ? { errors } : { state: resolved.state as BannerState };
}

const linkedPicture = bannerPicture.extend({
  url: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});

export const bannerView = z.object({
  id: z.number().int(),
  ...bannerFields,
  bannerable_type: z.enum(bannerableTypes).optional(),
  bannerable_id: z.number().int().optional(),
  /** The product's or price group's name, for a positional banner. */
  bannerable_name: z.string().nullable().optional(),
  pictures: z.array(linkedPicture),
  /** Its place in the list and on the storefront, from 0. */
  position: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type BannerView = z.infer<typeof bannerView>;

/** `GET /banners?page`: in the storefront's order; `query` matches the name. */
export const bannerListQuery = pageQuery().extend({
  query: z.string().trim().max(100).optional(),
});
export type BannerListQuery = z.infer<typeof bannerListQuery>;

/** `PATCH /banners/positions`: the new places of several banners (drag and drop), all saved or none. */
export const bannerPositionsWrite = z
  .strictObject({
    positions: z
      .array(z.strictObject({ id: recordId, position: z.number().int().min(0).max(1_000_000) }))
      .min(1)
      .max(bannerLimits.positionsMax),
  })
  .meta({ examples: [{ positions: [{ id: 1, position: 0 }] }] });
export type BannerPositionsWrite = z.infer<typeof bannerPositionsWrite>;

/** A pop-up (part 2 §3): one picture of its platform's size, shown over the storefront when it opens. */
export const popUpFields = {
  ...shownFields,
  platform: z.enum(popUpPlatforms),
  picture_ids: z.array(recordId).length(1, bannerMessages.onePicture),
};
export const popUpState = z.strictObject(popUpFields);
export type PopUpState = z.infer<typeof popUpState>;

/** `POST /pop_ups`, `PATCH /pop_ups/{id}` (the whole pop-up or just `active`). */
export const popUpWrite = z
  .strictObject({ ...popUpFields, ...readOnly, picture: z.unknown() })
  .partial()
  .meta({ examples: [{ name: 'Bienvenida', platform: 'web', picture_ids: [1] }, { active: false }] });

export function resolvePopUpWrite(
  current: PopUpState | undefined,
  body: unknown,
): { state: PopUpState } | { errors: FieldError[] } {
  const resolved = resolveFlatWrite(
    popUpState,
    { readOnly: [...Object.keys(readOnly), 'picture'], defaults: popUpDefaults() },
    current,
    body,
  );
  if ('errors' in resolved) return resolved;
  const errors = bannerRuleErrors(resolved.state);
  return errors.length > 0 ? { errors } : resolved;
}

export const popUpView = z.object({
  id: z.number().int(),
  ...popUpFields,
  picture: z
    .object({
      id: z.number().int(),
      url: z.string().nullable(),
      width: z.number().int().nullable(),
      height: z.number().int().nullable(),
    })
    .nullable(),
  position: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PopUpView = z.infer<typeof popUpView>;

/** `GET /pop_ups?page&limit`: 25 a page at most. */
export const popUpListQuery = pageQuery(bannerLimits.popUpPageMax).extend({
  query: z.string().trim().max(100).optional(),
});
export type PopUpListQuery = z.infer<typeof popUpListQuery>;

/**
 * `GET /api/public/v1/banners` (and `/position_banners`, `/pop_ups`): what a storefront shows now, on
 * the platform of its header, in a store and for a dispatch method (either: what shows in every one).
 */
export const shownBannersQuery = z.object({
  platform: z.enum(bannerPlatforms),
  store_id: recordIdText.optional(),
  dispatch_method: z.enum(['delivery', 'pick_up']).optional(),
  category: z.enum(bannerCategories).optional(),
});
export type ShownBannersQuery = z.infer<typeof shownBannersQuery>;

export const shownBanner = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  url: z.string().nullable(),
  category: z.enum(bannerCategories),
  image: z.object({ url: z.string(), width: z.number().int(), height: z.number().int() }),
  bannerable_type: z.enum(bannerableTypes).optional(),
  bannerable_id: z.number().int().optional(),
});
export const shownBanners = z.object({ data: z.array(shownBanner) });
export type ShownBanners = z.infer<typeof shownBanners>;
