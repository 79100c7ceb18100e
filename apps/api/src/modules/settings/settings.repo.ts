import { defaultSettings, type SettingsState, settingsOverDefaults } from '@tablero/domain';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { tenantSettings } from '../../db/schema/index.js';
import { ofTenant } from '../../db/tenant-filter.js';

export type SettingsRecord = typeof tenantSettings.$inferSelect;

export async function findSettings(tx: Tx, tenantId: number, forUpdate = false) {
  const query = tx.select().from(tenantSettings).where(ofTenant(tenantSettings.tenantId, tenantId));
  const [row] = await (forUpdate ? query.for('update') : query);
  return row;
}

/** The row as the state the rules read; the image ids live in columns, the rest in the sections. */
export function stateOfRecord(row: SettingsRecord, commerceName: string): SettingsState {
  return settingsOverDefaults(
    {
      general: row.general as SettingsState['general'],
      design: {
        ...(row.design as Omit<SettingsState['design'], `${string}_id`>),
        primary_logo_id: row.primaryLogoId,
        secondary_logo_id: row.secondaryLogoId,
        favicon_id: row.faviconId,
        animation_loader_id: row.animationLoaderId,
      },
      template_id: row.templateId as SettingsState['template_id'],
      loyalty: row.loyalty as SettingsState['loyalty'],
      static_menu: row.staticMenu,
    },
    commerceName,
  );
}

/** The settings in force: the saved row's, or the defaults while nobody has saved. */
export async function settingsInForce(tx: Tx, tenant: { id: number; name: string }): Promise<SettingsState> {
  const row = await findSettings(tx, tenant.id);
  return row ? stateOfRecord(row, tenant.name) : defaultSettings(tenant.name);
}

export async function saveSettings(tx: Tx, tenantId: number, state: SettingsState): Promise<SettingsRecord> {
  const { primary_logo_id, secondary_logo_id, favicon_id, animation_loader_id, ...design } = state.design;
  const values = {
    general: state.general,
    design,
    templateId: state.template_id,
    loyalty: state.loyalty,
    staticMenu: state.static_menu,
    primaryLogoId: primary_logo_id,
    secondaryLogoId: secondary_logo_id,
    faviconId: favicon_id,
    animationLoaderId: animation_loader_id,
    updatedAt: sql`now()`,
  };
  const [row] = await tx
    .insert(tenantSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: tenantSettings.tenantId, set: values })
    .returning();
  if (!row) throw new Error('settings were not saved');
  return row;
}

/** Whether a picture is one of the tenant's brand images (it cannot be deleted then). */
export async function isBrandPicture(tx: Tx, tenantId: number, pictureId: number): Promise<boolean> {
  const [row] = await tx
    .select({ tenantId: tenantSettings.tenantId })
    .from(tenantSettings)
    .where(
      and(
        ofTenant(tenantSettings.tenantId, tenantId),
        or(
          eq(tenantSettings.primaryLogoId, pictureId),
          eq(tenantSettings.secondaryLogoId, pictureId),
          eq(tenantSettings.faviconId, pictureId),
          eq(tenantSettings.animationLoaderId, pictureId),
        ),
      ),
    );
  return row !== undefined;
}
