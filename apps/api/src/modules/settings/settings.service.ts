import { isDeepStrictEqual } from 'node:util';
import {
  type BrandImage,
  brandImages,
  defaultSettings,
  type FieldError,
  type PublicSettings,
  tenantSettings as platformSettings,
  resolveSettingsWrite,
  type SettingsState,
  type SettingsView,
  settingsMessages,
  storefrontTemplates,
  templateChoice,
} from '@tablero/domain';
import type { Database, Tx } from '../../db/client.js';
import { parseOrFail, validationFailed } from '../../lib/app-error.js';
import { type AuditContext, recordAudit } from '../audit/audit.repo.js';
import { type FileTokens, originalFileOf } from '../pictures/file-tokens.js';
import { pictureLinks } from '../pictures/picture-links.js';
import { type SizedPicture, sizedPictures } from '../pictures/pictures.repo.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';
import * as repo from './settings.repo.js';

const imageKeys = Object.keys(brandImages) as BrandImage[];
const idKey = (image: BrandImage) => `${image}_id` as const;
const hasLoyalty = (tenant: TenantRecord) => tenant.features.includes('loyalty_program');

/** The pictures a state names must be the tenant's, uploaded, and as large as their place needs. */
export function brandImageErrors(state: SettingsState, found: readonly SizedPicture[]): FieldError[] {
  const byId = new Map(found.map((p) => [p.id, p]));
  const errors: FieldError[] = [];
  for (const image of imageKeys) {
    const id = state.design[idKey(image)];
    if (id === null) continue;
    const field = `design.${idKey(image)}`;
    const picture = byId.get(id);
    const rule = brandImages[image];
    if (picture?.status !== 'ready') errors.push({ field, message: settingsMessages.unknownPicture(image) });
    else if ((picture.width ?? 0) < rule.minWidth || (picture.height ?? 0) < rule.minHeight)
      errors.push({ field, message: settingsMessages.imageTooSmall(image, rule.minWidth, rule.minHeight) });
    else if (rule.square && picture.width !== picture.height)
      errors.push({ field, message: settingsMessages.imageNotSquare(image) });
  }
  return errors;
}

export const imageIdsOf = (state: SettingsState) =>
  imageKeys.map((image) => state.design[idKey(image)]).filter((id): id is number => id !== null);

/** Tenant settings (spec part 2 §3): general, design, template, loyalty; and what a storefront reads. */
export function settingsService(db: Database, tokens: FileTokens) {
  async function stateOf(tx: Tx, tenant: TenantRecord, forUpdate = false) {
    const row = await repo.findSettings(tx, tenant.id, forUpdate);
    return { row, state: row ? repo.stateOfRecord(row, tenant.name) : defaultSettings(tenant.name) };
  }

  async function imagesOf(tx: Tx, tenant: TenantRecord, state: SettingsState, origin: string) {
    const links = pictureLinks(tokens, origin);
    const now = Date.now();
    const byId = new Map((await sizedPictures(tx, tenant.id, imageIdsOf(state))).map((p) => [p.id, p]));
    return Object.fromEntries(
      imageKeys.map((image) => {
        const picture = byId.get(state.design[idKey(image)] ?? 0);
        return [
          image,
          picture
            ? {
                id: picture.id,
                url: links.readUrl(picture, originalFileOf(picture.contentType ?? ''), now),
                width: picture.width,
                height: picture.height,
              }
            : null,
        ];
      }),
    ) as Record<BrandImage, SettingsView['design']['primary_logo']>;
  }

  async function viewOf(
    tx: Tx,
    tenant: TenantRecord,
    state: SettingsState,
    updatedAt: Date | undefined,
    origin: string,
  ): Promise<SettingsView> {
    return {
      ...state,
      design: { ...state.design, ...(await imagesOf(tx, tenant, state, origin)) },
      consolidation_report: platformSettings.parse(tenant.settings ?? {}).consolidation_report,
      loyalty_available: hasLoyalty(tenant),
      updated_at: updatedAt?.toISOString() ?? null,
    };
  }

  async function save(ctx: AuditContext, tenant: TenantRecord, body: unknown, origin: string) {
    return db.withTenant(tenant.id, async (tx) => {
      const { row, state: current } = await stateOf(tx, tenant, true);
      const result = resolveSettingsWrite(body, current, tenant.country);
      if ('errors' in result) throw validationFailed(result.errors);
      const next = result.state;
      const errors = brandImageErrors(next, await sizedPictures(tx, tenant.id, imageIdsOf(next)));
      if (!hasLoyalty(tenant) && !isDeepStrictEqual(next.loyalty, current.loyalty))
        errors.push({ field: 'loyalty', message: settingsMessages.loyaltyOff });
      if (errors.length > 0) throw validationFailed(errors);
      if (row && isDeepStrictEqual(next, current)) return viewOf(tx, tenant, current, row.updatedAt, origin);
      const saved = await repo.saveSettings(tx, tenant.id, next);
      await recordAudit(tx, ctx, {
        entity: 'settings',
        entityId: tenant.id,
        action: 'update',
        before: current,
        after: next,
      });
      return viewOf(tx, tenant, next, saved.updatedAt, origin);
    });
  }

  async function templates(tenant: TenantRecord) {
    const current = await db.readTenant(
      tenant.id,
      async (tx) => (await stateOf(tx, tenant)).state.template_id,
    );
    return { current, templates: storefrontTemplates.map((t) => ({ ...t })) };
  }

  return {
    /** `GET /settings`. */
    get(tenant: TenantRecord, origin: string): Promise<SettingsView> {
      return db.readTenant(tenant.id, async (tx) => {
        const { row, state } = await stateOf(tx, tenant);
        return viewOf(tx, tenant, state, row?.updatedAt, origin);
      });
    },

    /** `PATCH /settings`: any part of any section; checked whole. */
    update: save,

    /** `GET /templates`. */
    templates,

    /** `PATCH /templates`: the storefront's template. */
    async chooseTemplate(ctx: AuditContext, tenant: TenantRecord, body: unknown, origin: string) {
      const { template_id } = parseOrFail(templateChoice, body);
      await save(ctx, tenant, { template_id }, origin);
      return templates(tenant);
    },

    /** `GET /api/public/v1/settings`: what a storefront shows, nothing staff-only. */
    publicView(tenant: TenantRecord, origin: string): Promise<PublicSettings> {
      return db.readTenant(tenant.id, async (tx) => {
        const { state } = await stateOf(tx, tenant);
        const { restaurant_email: _email, abandoned_cart_email: _abandoned, ...general } = state.general;
        const {
          primary_logo_id: _a,
          secondary_logo_id: _b,
          favicon_id: _c,
          animation_loader_id: _d,
          ...design
        } = state.design;
        return {
          general,
          design: { ...design, ...(await imagesOf(tx, tenant, state, origin)) },
          template_id: state.template_id,
          loyalty: hasLoyalty(tenant) && state.loyalty.enabled ? state.loyalty : null,
          static_menu: state.static_menu,
        };
      });
    },
  };
}

export type SettingsService = ReturnType<typeof settingsService>;
