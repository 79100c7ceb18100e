import type { InformativeBannerCreate } from '@tablero/domain';
import { and, desc, eq, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { informativeBanners } from '../../db/schema/index.js';
import { ofTenant } from '../../db/tenant-filter.js';

export type InformativeBannerRecord = typeof informativeBanners.$inferSelect;

const byId = (tenantId: number, id: number) =>
  and(ofTenant(informativeBanners.tenantId, tenantId), eq(informativeBanners.id, id));

/** Every banner of the platform, newest first (a handful: no pages). */
export function listBanners(tx: Tx, tenantId: number, activeOnly = false) {
  return tx
    .select()
    .from(informativeBanners)
    .where(
      and(
        ofTenant(informativeBanners.tenantId, tenantId),
        activeOnly ? eq(informativeBanners.active, true) : undefined,
      ),
    )
    .orderBy(desc(informativeBanners.id));
}

export async function findBanner(tx: Tx, tenantId: number, id: number, forUpdate = false) {
  const query = tx.select().from(informativeBanners).where(byId(tenantId, id));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

export async function insertBanner(tx: Tx, tenantId: number, values: InformativeBannerCreate) {
  const [row] = await tx
    .insert(informativeBanners)
    .values({
      tenantId,
      link: values.link,
      alt: values.alt,
      desktopPictureId: values.desktop_picture_id,
      responsivePictureId: values.responsive_picture_id,
      active: values.active,
    })
    .returning();
  if (!row) throw new Error('the banner was not saved');
  return row;
}

export async function updateBanner(tx: Tx, tenantId: number, id: number, values: InformativeBannerCreate) {
  const [row] = await tx
    .update(informativeBanners)
    .set({
      link: values.link,
      alt: values.alt,
      desktopPictureId: values.desktop_picture_id,
      responsivePictureId: values.responsive_picture_id,
      active: values.active,
      updatedAt: new Date(),
    })
    .where(byId(tenantId, id))
    .returning();
  if (!row) throw new Error('the banner was not saved');
  return row;
}

export async function deleteBanner(tx: Tx, tenantId: number, id: number) {
  await tx.delete(informativeBanners).where(byId(tenantId, id));
}

/** Whether a picture is shown by one of the tenant's banners (it cannot be deleted then). */
export async function isBannerPicture(tx: Tx, tenantId: number, pictureId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: informativeBanners.id })
    .from(informativeBanners)
    .where(
      and(
        ofTenant(informativeBanners.tenantId, tenantId),
        or(
          eq(informativeBanners.desktopPictureId, pictureId),
          eq(informativeBanners.responsivePictureId, pictureId),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}
