import { z } from 'zod';
import type { FieldError } from '../errors/error-codes.js';
import { pageBlock } from '../pages/page.schema.js';
import { pageLimits } from '../pages/page-constants.js';
import { resolveFlatWrite } from '../shared/flat-write.js';
import { pageQuery, trimmedText } from '../shared/lists.js';
import {
  type CustomLandingStatus,
  customLandingLimits,
  customLandingMessages,
  customLandingStatuses,
  landingThumbnail,
} from './custom-landing-constants.js';

/** The landing's address on the storefront (`/landing/<slug>`): one path segment, no spaces. */
export const landingSlug = z
  .string()
  .trim()
  .min(1)
  .max(customLandingLimits.slugMax)
  .refine((slug) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug), customLandingMessages.slug);

export const customLandingFields = {
  name: trimmedText('name').pipe(z.string().min(1).max(customLandingLimits.nameMax)),
  slug: landingSlug,
  status: z.enum(customLandingStatuses),
};
export const customLandingState = z.strictObject(customLandingFields);
export type CustomLandingState = z.infer<typeof customLandingState>;

/** What a GET adds beside the fields; sent back, it changes nothing (the HTML changes by deploy). */
const customLandingReadOnly = {
  id: z.unknown(),
  html: z.unknown(),
  content: z.unknown(),
  thumbnail: z.unknown(),
  editor: z.unknown(),
  published_at: z.unknown(),
  created_at: z.unknown(),
  updated_at: z.unknown(),
};

/**
 * `POST /custom_landings`, `PATCH /custom_landings/{id}`: name, address and status (publish is
 * `{ status: 'published' }`, unpublish `{ status: 'draft' }`). The HTML comes by deploy.
 */
export const customLandingWrite = z
  .strictObject({ ...customLandingFields, ...customLandingReadOnly })
  .partial()
  .meta({
    examples: [{ name: 'Promo de verano', slug: 'promo-verano' }, { name: 'Promo de verano 2027' }],
  });

/** A new landing is a draft until it is published. */
export const customLandingDefaults: Partial<CustomLandingState> = { status: 'draft' };

/** A landing is published only with content: an empty page on the storefront helps no one. */
export function landingPublishErrors(status: CustomLandingStatus, html: string): FieldError[] {
  return status === 'published' && html.trim() === ''
    ? [{ field: 'status', message: customLandingMessages.publishWithoutHtml }]
    : [];
}

export function resolveCustomLandingWrite(
  current: CustomLandingState | undefined,
  body: unknown,
): { state: CustomLandingState } | { errors: FieldError[] } {
  return resolveFlatWrite(
    customLandingState,
    { readOnly: Object.keys(customLandingReadOnly), defaults: customLandingDefaults },
    current,
    body,
  );
}

/** `POST /custom_landings/{id}/deploy`: the landing's HTML as base64 of its UTF-8 bytes. */
export const customLandingDeploy = z
  .strictObject({
    html: z.string().meta({
      description:
        'Base64 of the UTF-8 HTML, 1 MB at most once decoded (413 beyond; 422 for bad base64 or UTF-8).',
    }),
    content: z
      .array(pageBlock)
      .max(pageLimits.blocksMax)
      .nullable()
      .default(null)
      .meta({
        description:
          'The page builder’s sections the HTML was rendered from, kept to design the landing again; ' +
          'null (or absent) for HTML written by hand.',
      }),
  })
  .meta({
    examples: [{ html: 'PGgxPlByb21vIGRlIHZlcmFubzwvaDE+PHA+RG9zIGhhbWJ1cmd1ZXNhcyBwb3IgJDkuOTkwPC9wPg==' }],
  });

/**
 * Base64 text as the spec's "encoded html": the standard alphabet with its padding, nothing else
 * (no spaces, no URL-safe letters), and the UTF-8 text it holds. `undefined` for bad base64.
 */
export function strictBase64Bytes(text: string): Uint8Array | undefined {
  if (text.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(text)) return undefined;
  // Padding only where it belongs: atob is lenient about the bits it drops, so check the round trip.
  let binary: string;
  try {
    binary = atob(text);
  } catch {
    return undefined;
  }
  if (btoa(binary) !== text) return undefined;
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export const customLandingThumbnail = z
  .string()
  .nullable()
  .meta({
    description:
      'The signed-in URL of the landing’s 420×260 JPEG (changes with each render); null when it has none ' +
      '(no HTML yet, or the screenshot service was not available).',
  });

export const customLandingView = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  status: z.enum(customLandingStatuses),
  html: z.string(),
  /** The sections it was designed with; null when its HTML was written by hand. */
  content: z.array(pageBlock).nullable(),
  thumbnail: customLandingThumbnail,
  editor: z.object({ id: z.number().int().nullable(), name: z.string() }),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CustomLandingView = z.infer<typeof customLandingView>;

/** A row of the list: the landing without its HTML (up to 1 MB each). */
export const customLandingListRow = customLandingView.omit({ html: true, content: true });
export type CustomLandingListRow = z.infer<typeof customLandingListRow>;

export const customLandingListQuery = pageQuery().extend({
  query: z.string().trim().max(100).optional(),
  status: z.enum(customLandingStatuses).optional(),
});
export type CustomLandingListQuery = z.infer<typeof customLandingListQuery>;

/** `GET /api/public/v1/custom_landings/{slug}`. */
export const publicLandingParams = z.object({
  slug: z
    .string()
    .max(customLandingLimits.slugMax)
    .meta({ examples: ['promo-verano'] }),
});

/** What a storefront shows at a published landing's address. */
export const publicCustomLanding = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  html: z.string(),
  /** Its sections, for a storefront that draws them with today's data; null for hand-written HTML. */
  content: z.array(pageBlock).nullable(),
  updated_at: z.string(),
});
export type PublicCustomLanding = z.infer<typeof publicCustomLanding>;

/** The screenshot service's `POST /v1/page/image` (spec part 2 §10): a JPEG of the HTML. */
export const pageImageRequest = z
  .strictObject({
    html: z.string().min(1).max(customLandingLimits.htmlBytesMax),
    width: z.number().int().min(16).max(customLandingLimits.imageSideMax).default(landingThumbnail.width),
    height: z.number().int().min(16).max(customLandingLimits.imageSideMax).default(landingThumbnail.height),
    type: z.literal('jpg').default('jpg'),
  })
  .meta({
    examples: [{ html: '<h1>Promo de verano</h1>', width: 420, height: 260, type: 'jpg' }],
  });
export type PageImageRequest = z.infer<typeof pageImageRequest>;
