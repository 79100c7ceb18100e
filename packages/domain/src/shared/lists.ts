import { z } from 'zod';
import { recordIdText } from './ids.js';

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

/** `?page=2&limit=25` of API.md "Lists"; `cap` is the largest limit the list allows. */
export function pageQuery(cap = MAX_PAGE_SIZE) {
  return z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(cap).default(DEFAULT_PAGE_SIZE),
  });
}

export const pageMeta = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total_count: z.number().int(),
  total_pages: z.number().int(),
  next_page: z.number().int().nullable(),
});
export type PageMeta = z.infer<typeof pageMeta>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: pageMeta });
}

export function buildPageMeta(page: number, limit: number, totalCount: number): PageMeta {
  const totalPages = Math.ceil(totalCount / limit);
  return {
    page,
    limit,
    total_count: totalCount,
    total_pages: totalPages,
    next_page: page < totalPages ? page + 1 : null,
  };
}

export const idParam = z.object({ id: recordIdText });

export const errorBody = z.object({
  code: z.number().int(),
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  reason: z.string().optional(),
});

export const messageBody = z.object({ message: z.string() });

/** Text without leading or trailing spaces (spec: "Espacios al inicio o al final no son admitidos"). */
export function trimmedText(field: string) {
  return z
    .string()
    .refine(
      (value) => value === value.trim(),
      `El campo ${field}: Espacios al inicio o al final no son admitidos`,
    );
}
