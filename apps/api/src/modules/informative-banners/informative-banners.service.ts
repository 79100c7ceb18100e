import {
  type FieldError,
  type InformativeBannerCreate,
  type InformativeBannerImage,
  type InformativeBannerView,
  informativeBannerCreate,
  informativeBannerImages,
  informativeBannerMessages,
  informativeBannerPatch,
  type ShownInformativeBanners,
} from '@tablero/domain';
import type { Database, Tx } from '../../db/client.js';
import { notFound, parseOrFail, validationFailed } from '../../lib/app-error.js';
import { type AuditContext, recordAudit } from '../audit/audit.repo.js';
import { type FileTokens, originalFileOf } from '../pictures/file-tokens.js';
import { pictureLinks } from '../pictures/picture-links.js';
import { type SizedPicture, sizedPictures } from '../pictures/pictures.repo.js';
import type { TenantCache } from '../tenants/tenant-cache.js';
import * as repo from './informative-banners.repo.js';

const images = Object.keys(informativeBannerImages) as InformativeBannerImage[];
const pictureIdOf = (values: InformativeBannerCreate, image: InformativeBannerImage) =>
  image === 'desktop' ? values.desktop_picture_id : values.responsive_picture_id;

/** Each image must be one of the platform's uploaded pictures, at least as large as it is shown. */
function imageErrors(values: InformativeBannerCreate, found: readonly SizedPicture[]): FieldError[] {
  return images.flatMap((image) => {
    const field = `${image}_picture_id`;
    const picture = found.find((p) => p.id === pictureIdOf(values, image));
    const { minWidth, minHeight } = informativeBannerImages[image];
    if (picture?.status !== 'ready')
      return [{ field, message: informativeBannerMessages.unknownPicture(image) }];
    if ((picture.width ?? 0) < minWidth || (picture.height ?? 0) < minHeight)
      return [{ field, message: informativeBannerMessages.imageTooSmall(image) }];
    return [];
  });
}

const stateOf = (row: repo.InformativeBannerRecord): InformativeBannerCreate => ({
  link: row.link,
  alt: row.alt,
  desktop_picture_id: row.desktopPictureId,
  responsive_picture_id: row.responsivePictureId,
  active: row.active,
});

/**
 * Informative banners (issue 16 "Tenants and the shell"): the platform's operators publish them in
 * the platform's tenant; every brand's console reads the active ones through that tenant's binding.
 */
export function informativeBannersService(
  db: Database,
  tokens: FileTokens,
  tenants: TenantCache,
  platformSlug: string,
) {
  async function picturesOf(tx: Tx, tenantId: number, rows: readonly repo.InformativeBannerRecord[]) {
    const ids = rows.flatMap((row) => [row.desktopPictureId, row.responsivePictureId]);
    return new Map((await sizedPictures(tx, tenantId, ids)).map((p) => [p.id, p]));
  }

  function viewsOf(
    rows: readonly repo.InformativeBannerRecord[],
    pictures: Map<number, SizedPicture>,
    origin: string,
  ) {
    const links = pictureLinks(tokens, origin);
    const now = Date.now();
    const linked = (id: number) => {
      const picture = pictures.get(id);
      const url = picture && links.readUrl(picture, originalFileOf(picture.contentType ?? ''), now);
      return picture && url ? { id, url, width: picture.width, height: picture.height } : null;
    };
    return rows.map(
      (row): InformativeBannerView => ({
        id: row.id,
        link: row.link,
        alt: row.alt,
        active: row.active,
        desktop_picture: linked(row.desktopPictureId),
        responsive_picture: linked(row.responsivePictureId),
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      }),
    );
  }

  async function viewOf(tx: Tx, row: repo.InformativeBannerRecord, origin: string) {
    const [view] = viewsOf([row], await picturesOf(tx, row.tenantId, [row]), origin);
    return view as InformativeBannerView;
  }

  async function checkImages(tx: Tx, tenantId: number, values: InformativeBannerCreate) {
    const found = await sizedPictures(tx, tenantId, [
      values.desktop_picture_id,
      values.responsive_picture_id,
    ]);
    const errors = imageErrors(values, found);
    if (errors.length > 0) throw validationFailed(errors);
  }

  return {
    list(tenantId: number, origin: string) {
      return db.readTenant(tenantId, async (tx) => {
        const rows = await repo.listBanners(tx, tenantId);
        return { data: viewsOf(rows, await picturesOf(tx, tenantId, rows), origin) };
      });
    },

    get(tenantId: number, id: number, origin: string) {
      return db.readTenant(tenantId, async (tx) => {
        const row = await repo.findBanner(tx, tenantId, id);
        if (!row) throw notFound();
        return viewOf(tx, row, origin);
      });
    },

    create(ctx: AuditContext, body: unknown, origin: string) {
      const values = parseOrFail(informativeBannerCreate, body);
      return db.withTenant(ctx.tenantId, async (tx) => {
        await checkImages(tx, ctx.tenantId, values);
        const row = await repo.insertBanner(tx, ctx.tenantId, values);
        await recordAudit(tx, ctx, {
          entity: 'informative_banner',
          entityId: row.id,
          action: 'create',
          after: values,
        });
        return viewOf(tx, row, origin);
      });
    },

    update(ctx: AuditContext, id: number, body: unknown, origin: string) {
      const patch = parseOrFail(informativeBannerPatch, body);
      return db.withTenant(ctx.tenantId, async (tx) => {
        const row = await repo.findBanner(tx, ctx.tenantId, id, true);
        if (!row) throw notFound();
        const before = stateOf(row);
        const values = { ...before, ...patch };
        await checkImages(tx, ctx.tenantId, values);
        const saved = await repo.updateBanner(tx, ctx.tenantId, id, values);
        await recordAudit(tx, ctx, {
          entity: 'informative_banner',
          entityId: id,
          action: 'update',
          before,
          after: values,
        });
        return viewOf(tx, saved, origin);
      });
    },

    remove(ctx: AuditContext, id: number) {
      return db.withTenant(ctx.tenantId, async (tx) => {
        const row = await repo.findBanner(tx, ctx.tenantId, id, true);
        if (!row) throw notFound();
        await repo.deleteBanner(tx, ctx.tenantId, id);
        await recordAudit(tx, ctx, {
          entity: 'informative_banner',
          entityId: id,
          action: 'delete',
          before: stateOf(row),
        });
        return { message: informativeBannerMessages.deleted };
      });
    },

    /** The active banners every console shows, read in the platform's tenant; none if it is gone. */
    async shown(origin: string): Promise<ShownInformativeBanners> {
      const platform = await tenants.bySlugOrNull(platformSlug);
      if (!platform) return { data: [] };
      return db.readTenant(platform.id, async (tx) => {
        const rows = await repo.listBanners(tx, platform.id, true);
        const views = viewsOf(rows, await picturesOf(tx, platform.id, rows), origin);
        return {
          data: views.flatMap((view) =>
            view.desktop_picture && view.responsive_picture
              ? [
                  {
                    id: view.id,
                    link: view.link,
                    alt: view.alt,
                    desktop_image: view.desktop_picture.url,
                    responsive_image: view.responsive_picture.url,
                  },
                ]
              : [],
          ),
        };
      });
    },
  };
}

export type InformativeBannersService = ReturnType<typeof informativeBannersService>;
