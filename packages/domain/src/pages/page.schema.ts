import { z } from 'zod';
import type { FieldError } from '../errors/error-codes.js';
import { resolveFlatWrite } from '../shared/flat-write.js';
import { pageQuery, trimmedText } from '../shared/lists.js';
import { pageBlockTypes, pageLimits, pageMessages, pageStatuses } from './page-constants.js';

/**
 * Where the page lives on the storefront: no spaces (part 2 §5). The form refuses a leading slash
 * (`pageUrlTyped`); the API takes one and keeps the address with exactly one (`pageUrlOf`).
 */
export const relativeUrlInput = z
  .string()
  .trim()
  .transform((url) => (url.startsWith('/') ? url.slice(1) : url))
  .pipe(
    z
      .string()
      .min(1)
      .max(pageLimits.urlMax)
      .refine((url) => /^[a-z0-9][a-z0-9\-_/]*$/.test(url) && !url.includes('//'), pageMessages.relativeUrl),
  );

/** The form's own rule before the API's: the address is typed without its leading slash. */
export const pageUrlTyped = (typed: string) =>
  typed.trim().startsWith('/') ? [{ field: 'relative_url', message: pageMessages.leadingSlash }] : [];

/** The kept form: one leading slash added to the address without it. */
export const pageUrlOf = (input: string) => `/${input.trim()}`;

export const pageFields = {
  title: trimmedText('title').pipe(z.string().min(1).max(pageLimits.titleMax)),
  relative_url: relativeUrlInput,
};
export const pageState = z.strictObject(pageFields);
export type PageState = z.infer<typeof pageState>;

const pageReadOnly = {
  id: z.unknown(),
  position: z.unknown(),
  published: z.unknown(),
  created_at: z.unknown(),
  updated_at: z.unknown(),
};

/** `POST /pages`, `PATCH /pages/{id}`: a GET sent back (its address with the slash) changes nothing. */
export const pageWrite = z
  .strictObject({ ...pageFields, ...pageReadOnly })
  .partial()
  .meta({
    examples: [{ title: 'Promociones de verano', relative_url: 'promociones/verano' }, { title: 'Verano' }],
  });

export function resolvePageWrite(
  current: PageState | undefined,
  body: unknown,
): { state: PageState } | { errors: FieldError[] } {
  return resolveFlatWrite(pageState, { readOnly: Object.keys(pageReadOnly) }, current, body);
}

export const pageView = z.object({
  id: z.number().int(),
  title: z.string(),
  /** With its leading slash, as the storefront serves it. */
  relative_url: z.string(),
  position: z.number().int(),
  /** Whether a version is published (the storefront shows it). */
  published: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PageView = z.infer<typeof pageView>;

export const pageListQuery = pageQuery().extend({ query: z.string().trim().max(100).optional() });
export type PageListQuery = z.infer<typeof pageListQuery>;

/** A link of a block (any prop named `…url`): an https address or a path of the storefront. */
const safeBlockUrl = (value: unknown) =>
  typeof value !== 'string' ||
  value === '' ||
  /^https:\/\/[^\s]+$/.test(value) ||
  /^\/(?!\/)\S*$/.test(value);

const linksOf = (value: unknown): unknown[] =>
  Array.isArray(value)
    ? value.flatMap(linksOf)
    : value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([key, inner]) => (/url$/i.test(key) ? [inner] : linksOf(inner)))
      : [];

const props = z
  .record(z.string(), z.unknown())
  .refine((value) => JSON.stringify(value).length <= pageLimits.propsBytesMax, pageMessages.propsTooLarge)
  .refine((value) => linksOf(value).every(safeBlockUrl), pageMessages.blockUrl);

/** One section of a page: its type, the name the editor shows, and its props. */
export const pageBlock = z.strictObject({
  type: z.enum(pageBlockTypes),
  display_name: z.string().trim().min(1).max(120),
  props,
});
export type PageBlock = z.infer<typeof pageBlock>;

/** `POST /pages/{id}/contents`: a version of the page, a draft or published. */
export const pageContentWrite = z
  .strictObject({
    status: z.enum(pageStatuses),
    content: z.array(pageBlock).max(pageLimits.blocksMax),
    header_props: props.nullable().default(null),
    footer_props: props.nullable().default(null),
  })
  .meta({
    examples: [
      {
        status: 'draft',
        content: [{ type: 'hero', display_name: 'Portada', props: { title: 'Verano', image_url: '' } }],
      },
    ],
  });
export type PageContentWrite = z.infer<typeof pageContentWrite>;

/** `PATCH /pages/{id}/contents/{contentId}`: publish or unpublish a version. */
export const pageContentStatusWrite = z
  .strictObject({ status: z.enum(pageStatuses) })
  .meta({ examples: [{ status: 'published' }] });

export const pageContentView = z.object({
  id: z.number().int(),
  page_id: z.number().int(),
  status: z.enum(pageStatuses),
  content: z.array(pageBlock),
  header_props: z.record(z.string(), z.unknown()).nullable(),
  footer_props: z.record(z.string(), z.unknown()).nullable(),
  editor: z.object({ id: z.number().int().nullable(), name: z.string() }),
  position: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  deleted_at: z.string().nullable(),
  is_deleted: z.boolean(),
});
export type PageContentView = z.infer<typeof pageContentView>;

export const contentParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  contentId: z.coerce
    .number()
    .int()
    .positive()
    .max(2_147_483_647)
    .meta({ examples: [1] }),
});

/** `GET /api/public/v1/pages?url=`: the published version of the page at that address. */
export const publicPageQuery = z.object({
  url: z
    .string()
    .trim()
    .min(1)
    .max(pageLimits.urlMax + 1)
    .meta({ examples: ['nosotros'] }),
});
export const publicPage = z.object({
  id: z.number().int(),
  title: z.string(),
  relative_url: z.string(),
  content: z.array(pageBlock),
  header_props: z.record(z.string(), z.unknown()).nullable(),
  footer_props: z.record(z.string(), z.unknown()).nullable(),
  updated_at: z.string(),
});
export type PublicPage = z.infer<typeof publicPage>;
