import { countrySettings, type PolicyAction, phoneExample } from '@tablero/domain';
import type { Database } from '../db/client.js';
import type { FileStore } from '../lib/file-store.js';
import { PolicyIndex } from '../modules/policies/policy-index.js';
import * as roles from '../modules/roles/roles.repo.js';
import { insertTenant, type TenantRecord } from '../modules/tenants/tenants.repo.js';
import { insertUser, setUserRoles, setUserStores } from '../modules/users/users.repo.js';
import { insertDemoBanners } from './demo-banners.js';
import { saveDemoBrand } from './demo-brand.js';
import { insertDemoCoupons } from './demo-coupons.js';
import { insertDemoDrivers } from './demo-drivers.js';
import { insertDemoMenu } from './demo-menu.js';
import { insertDemoModifiers } from './demo-modifiers.js';
import { insertDemoPolls } from './demo-nps.js';
import { insertDemoPages } from './demo-pages.js';
import { type DemoPictures, prepareDemoPictures } from './demo-pictures.js';
import { insertDemoStockOuts } from './demo-stock.js';
import { insertDemoStore } from './demo-stores.js';
import { roleBlueprints, type TenantBlueprint } from './demo-tenants.js';

export interface SeedAdmin {
  email: string;
  /** Null: the administrator sets one through a password link. */
  passwordHash: string | null;
  name?: string;
}

/**
 * Creates a tenant with the spec's five roles, its stores and a super admin. The tenant row is
 * written by the owner; everything inside it through the API role, bound by row-level security.
 * With `files` (the app's file store), a demo menu comes with its products' pictures and the
 * brand's logos and storefront settings.
 */
export async function provisionTenant(
  db: Database,
  blueprint: TenantBlueprint,
  admin: SeedAdmin,
  files?: FileStore,
): Promise<TenantRecord> {
  // Drawn on libvips' threads while the rows before the menu are written; awaited where needed.
  const pictures: Promise<DemoPictures> | undefined =
    blueprint.demoMenu && files ? prepareDemoPictures(files, blueprint.name) : undefined;
  pictures?.catch(() => {});
  const country = countrySettings(blueprint.country);
  const tenant = await insertTenant(db.owner, {
    slug: blueprint.slug,
    name: blueprint.name,
    country: country.isoCountry,
    currency: country.isoCurrency,
    currencySymbol: country.currencySymbol,
    phonePrefix: country.codeCountry,
    language: country.language,
    timeZone: country.timezone,
    hostNames: blueprint.hostNames,
    features: blueprint.features,
    settings: blueprint.settings ?? {},
    subscriptionStatus: blueprint.subscriptionStatus ?? 'active',
  });
  const policies = await PolicyIndex.load(db.app);
  const provisioned = db.withTenant(tenant.id, async (tx) => {
    const roleIds: number[] = [];
    for (const [name, { description, policies: grants }] of Object.entries(roleBlueprints)) {
      const role = await roles.insertRole(tx, tenant.id, { name, description });
      roleIds.push(role.id);
      const rows = Object.entries(grants).flatMap(([key, actions]) => {
        const policy = policies.byKey(key);
        if (!policy) return [];
        const on = new Set<string>(actions as readonly PolicyAction[]);
        return policy.actions.map((a) => ({ policyId: policy.id, action: a.key, active: on.has(a.key) }));
      });
      await roles.replaceGrants(tx, tenant.id, role.id, rows);
    }
    const storeIds: number[] = [];
    for (const [index, name] of blueprint.stores.entries())
      storeIds.push(await insertDemoStore(tx, tenant, name, index));
    await insertDemoModifiers(tx, tenant.id);
    if (blueprint.demoMenu) {
      const stored = pictures && (await (await pictures).store(tx, tenant.id));
      const menu = await insertDemoMenu(tx, tenant, storeIds, stored?.products);
      if (stored) await saveDemoBrand(tx, tenant, stored.brand);
      if (stored) await insertDemoBanners(tx, tenant, menu, stored.banners);
      await insertDemoPages(tx, tenant);
      await insertDemoCoupons(tx, tenant, storeIds, menu);
      await insertDemoDrivers(tx, tenant, storeIds);
      await insertDemoStockOuts(tx, tenant, storeIds, menu.productIds);
      await insertDemoPolls(tx, tenant);
    }
    const user = await insertUser(tx, tenant.id, {
      name: admin.name ?? 'Super Admin',
      email: admin.email,
      phone: phoneExample(country),
      passwordHash: admin.passwordHash,
      superAdmin: true,
    });
    await setUserRoles(tx, tenant.id, user.id, roleIds.slice(0, 1));
    await setUserStores(tx, tenant.id, user.id, storeIds);
  });
  await provisioned.catch(async (error: unknown) => {
    await (await pictures?.catch(() => undefined))?.discard();
    throw error;
  });
  return tenant;
}
