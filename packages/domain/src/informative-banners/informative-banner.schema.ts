import { z } from 'zod';
import { recordId } from '../shared/ids.js';
import { trimmedText } from '../shared/lists.js';

/** The two images of a banner and the sizes they are shown at (spec part 1 §9: 1320×385 and 600×400). */
export const informativeBannerImages = {
  desktop: { label: 'imagen de escritorio', minWidth: 1320, minHeight: 385 },
  responsive: { label: 'imagen para celulares', minWidth: 600, minHeight: 400 },
} as const;
export type InformativeBannerImage = keyof typeof informativeBannerImages;

export const informativeBannerMessages = {
  link: 'El campo link debe ser un enlace que empiece con https://',
  unknownPicture: (image: InformativeBannerImage) =>
    `La ${informativeBannerImages[image].label} debe ser una imagen ya subida a la biblioteca de imágenes`,
  imageTooSmall: (image: InformativeBannerImage) => {
    const { label, minWidth, minHeight } = informativeBannerImages[image];
    return `La ${label} debe medir al menos ${minWidth}×${minHeight} píxeles`;
  },
  pictureInBanner: 'La imagen se muestra en un aviso informativo: cámbiala en el aviso antes de eliminarla.',
  created: 'Aviso publicado.',
  saved: 'Cambios guardados.',
  deleted: 'Aviso eliminado.',
};

const link = z
  .string()
  .max(500)
  .regex(/^https:\/\/[^\s/]+\.[^\s]+$/, informativeBannerMessages.link);

/** `POST /platform/informative_banners`: a notice every brand's console shows on top while active. */
export const informativeBannerCreate = z
  .strictObject({
    link,
    /** What the image says, for people who cannot see it. */
    alt: trimmedText('alt').min(1).max(200),
    desktop_picture_id: recordId,
    responsive_picture_id: recordId,
    active: z.boolean().default(true),
  })
  .meta({
    examples: [
      {
        link: 'https://ayuda.tablero.cl/novedades',
        alt: 'Nuevo: reportes de ventas por hora',
        desktop_picture_id: 1,
        responsive_picture_id: 2,
        active: true,
      },
    ],
  });
export type InformativeBannerCreate = z.infer<typeof informativeBannerCreate>;

/** `PATCH /platform/informative_banners/{id}`: any of the fields; the switch alone turns it on or off. */
export const informativeBannerPatch = z
  .strictObject({
    link: link.optional(),
    alt: trimmedText('alt').min(1).max(200).optional(),
    desktop_picture_id: recordId.optional(),
    responsive_picture_id: recordId.optional(),
    active: z.boolean().optional(),
  })
  .meta({ examples: [{ active: false }] });
export type InformativeBannerPatch = z.infer<typeof informativeBannerPatch>;

const bannerPicture = z.object({
  id: z.number().int(),
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});

/** A banner as its operators manage it. */
export const informativeBannerView = z.object({
  id: z.number().int(),
  link: z.string(),
  alt: z.string(),
  active: z.boolean(),
  desktop_picture: bannerPicture.nullable(),
  responsive_picture: bannerPicture.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type InformativeBannerView = z.infer<typeof informativeBannerView>;

/** `GET /informative_banners`: the active notices, newest first, as every console shows them. */
export const shownInformativeBanners = z.object({
  data: z.array(
    z.object({
      id: z.number().int(),
      link: z.string(),
      alt: z.string(),
      desktop_image: z.string(),
      responsive_image: z.string(),
    }),
  ),
});
export type ShownInformativeBanners = z.infer<typeof shownInformativeBanners>;
