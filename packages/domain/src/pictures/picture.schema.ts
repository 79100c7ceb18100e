import { z } from 'zod';
import { pageQuery } from '../shared/lists.js';

/** Spec part 2 §8: "images jpg, png, jpeg or webp up to 1.5 MB". */
export const MAX_PICTURE_BYTES = 1.5 * 1024 * 1024;

/** The types a client may declare; the bytes decide the one stored (`image/jpg` is the same as jpeg). */
export const pictureDeclaredTypes = ['image/jpeg', 'image/jpg', 'image/png', 'image/webp'] as const;
export const pictureContentTypes = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PictureContentType = (typeof pictureContentTypes)[number];

/** Spec part 2 §7: `POST /pictures (name, type, category photo)`; the only category it names. */
export const pictureCategories = ['photo'] as const;

export const pictureStatuses = ['pending', 'ready'] as const;

/** The side of the square "small cropped" thumbnail the public menu shows. */
export const SMALL_CROPPED_SIZE = 300;

export const pictureInput = z
  .strictObject({
    name: z.string().trim().min(1).max(255),
    type: z.enum(pictureDeclaredTypes),
    category: z.enum(pictureCategories).default('photo'),
  })
  .meta({ examples: [{ name: 'Empanada', type: 'image/png', category: 'photo' }] });
export type PictureInput = z.infer<typeof pictureInput>;

export const pictureUploadTicket = z.object({
  id: z.number().int(),
  upload_url: z.string(),
  expires_at: z.string(),
});
export type PictureUploadTicket = z.infer<typeof pictureUploadTicket>;

export const picture = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  category: z.enum(pictureCategories),
  status: z.enum(pictureStatuses),
  /** Signed and expiring; null until the file is uploaded. */
  url: z.string().nullable(),
  small_cropped_url: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  bytes: z.number().int().nullable(),
  created_at: z.string(),
});
export type Picture = z.infer<typeof picture>;

export const pictureListQuery = pageQuery().extend({ category: z.enum(pictureCategories).optional() });
