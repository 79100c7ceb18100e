import {
  buildPageMeta,
  type FeatureFlag,
  type TenantAdminLink,
  type TenantAdminView,
  type TenantCreateBody,
  type TenantListQuery,
  type TenantPatchBody,
  tenantAdminMessages,
  tenantCreateBody,
  tenantPatchBody,
  tenantSettings,
} from '@tablero/domain';
import type { Database } from '../../db/client.js';
import { notFound, parseOrFail, validationFailed } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { provisionTenant } from '../../seed/provision-tenant.js';
import { type AuditContext, recordAudit } from '../audit/audit.repo.js';
import type { PasswordLinksService } from '../users/password-links.service.js';
import { findUserByEmail } from '../users/users.repo.js';
import * as repo from './platform-tenants.repo.js';
import type { TenantCache } from './tenant-cache.js';
import { findTenantBySlug, type TenantRecord } from './tenants.repo.js';

function viewOf(tenant: TenantRecord, platformSlug: string): TenantAdminView {
  const settings = tenantSettings.parse(tenant.settings ?? {});
  return {
    id: tenant.id,
    slug: tenant.slug,
    name: tenant.name,
    country: tenant.country,
    host_names: tenant.hostNames,
    features: tenant.features,
    subscription_status: tenant.subscriptionStatus as TenantAdminView['subscription_status'],
    active: tenant.active,
    hidden_menu_items: settings.hidden_menu_items,
    consolidation_report: settings.consolidation_report,
    platform: tenant.slug === platformSlug,
    created_at: tenant.createdAt.toISOString(),
  };
}

/**
 * The platform's brands (issue 16 "Tenants and the shell"): made and changed by the platform's
 * own super admins. The tenant rows are written by the owner, as provisioning does; everything
 * inside a new brand (roles, its first administrator) through the API role under row-level security.
 */
export function platformTenantsService(
  db: Database,
  cache: TenantCache,
  links: PasswordLinksService,
  platformSlug: string,
) {
  async function hostsFree(hosts: readonly string[], exceptId?: number) {
    const holders = await repo.tenantsHoldingHosts(db.app, hosts, exceptId);
    const errors = hosts.flatMap((host, index) => {
      const holder = holders.find((t) => t.hostNames.includes(host));
      return holder
        ? [{ field: `host_names.${index}`, message: tenantAdminMessages.hostTaken(host, holder.name) }]
        : [];
    });
    if (errors.length > 0) throw validationFailed(errors);
  }

  async function platformAudit(ctx: AuditContext, entry: Parameters<typeof recordAudit>[2]) {
    await db.withTenant(ctx.tenantId, (tx) => recordAudit(tx, ctx, entry));
  }

  return {
    async list(query: TenantListQuery) {
      const { rows, total } = await repo.listTenants(
        db.app,
        { query: query.query, subscriptionStatus: query.subscription_status },
        query.page,
        query.limit,
      );
      return {
        data: rows.map((t) => viewOf(t, platformSlug)),
        meta: buildPageMeta(query.page, query.limit, total),
      };
    },

    async get(id: number) {
      const tenant = await repo.findTenantById(db.app, id);
      if (!tenant) throw notFound();
      return viewOf(tenant, platformSlug);
    },

    async create(ctx: AuditContext, body: unknown) {
      const input: TenantCreateBody = parseOrFail(tenantCreateBody, body);
      if (await findTenantBySlug(db.app, input.slug))
        throw validationFailed([{ field: 'slug', message: tenantAdminMessages.slugTaken }]);
      await hostsFree(input.host_names);
      const tenant = await provisionTenant(
        db,
        {
          slug: input.slug,
          name: input.name,
          country: input.country,
          features: input.features as FeatureFlag[],
          hostNames: input.host_names,
          stores: [],
        },
        { email: input.admin.email, name: input.admin.name, passwordHash: null },
      ).catch((error: unknown) => {
        // Two creations of one slug at once: the second meets the unique key.
        if (isUniqueViolation(error))
          throw validationFailed([{ field: 'slug', message: tenantAdminMessages.slugTaken }]);
        throw error;
      });
      cache.forget();
      const adminId = await db.withTenant(
        tenant.id,
        async (tx) => (await findUserByEmail(tx, tenant.id, input.admin.email))?.id,
      );
      if (adminId === undefined) throw new Error(`the first administrator of ${tenant.slug} was not created`);
      const view = viewOf(tenant, platformSlug);
      await platformAudit(ctx, { entity: 'tenant', entityId: tenant.id, action: 'create', after: view });
      const link = links.firstAdminLink(tenant, adminId);
      return { ...view, admin_password_link: { url: link.url, expires_at: link.expires_at } };
    },

    /** A new password link for the brand's first administrator still without a password. */
    async adminPasswordLink(ctx: AuditContext, id: number): Promise<TenantAdminLink> {
      const tenant = await repo.findTenantById(db.app, id);
      if (!tenant) throw notFound();
      const admin = await db.withTenant(tenant.id, (tx) => repo.firstAdminWithoutPassword(tx, tenant.id));
      if (!admin) throw validationFailed([{ field: 'admin', message: tenantAdminMessages.adminHasPassword }]);
      const link = links.firstAdminLink(tenant, admin.id);
      await platformAudit(ctx, { entity: 'tenant', entityId: id, action: 'admin_password_link' });
      return { url: link.url, expires_at: link.expires_at, admin: { name: admin.name, email: admin.email } };
    },

    async update(ctx: AuditContext, id: number, body: unknown) {
      const patch: TenantPatchBody = parseOrFail(tenantPatchBody, body);
      const tenant = await repo.findTenantById(db.app, id);
      if (!tenant) throw notFound();
      if (patch.active === false && tenant.slug === platformSlug)
        throw validationFailed([{ field: 'active', message: tenantAdminMessages.platformStaysActive }]);
      if (patch.host_names) await hostsFree(patch.host_names, id);
      const settings = { ...(tenant.settings as Record<string, unknown>) };
      if (patch.hidden_menu_items) settings.hidden_menu_items = patch.hidden_menu_items;
      if (patch.consolidation_report) settings.consolidation_report = patch.consolidation_report;
      const saved = await repo.updateTenant(db.owner, id, {
        ...(patch.name !== undefined && { name: patch.name }),
        ...(patch.host_names && { hostNames: patch.host_names }),
        ...(patch.features && { features: patch.features }),
        ...(patch.subscription_status && { subscriptionStatus: patch.subscription_status }),
        ...(patch.active !== undefined && { active: patch.active }),
        settings,
      });
      cache.forget();
      const before = viewOf(tenant, platformSlug);
      const after = viewOf(saved, platformSlug);
      await platformAudit(ctx, { entity: 'tenant', entityId: id, action: 'update', before, after });
      return after;
    },
  };
}

export type PlatformTenantsService = ReturnType<typeof platformTenantsService>;
