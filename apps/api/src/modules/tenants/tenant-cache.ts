import type { Db } from '../../db/client.js';
import { findTenantByHost, findTenantBySlug, type TenantRecord } from './tenants.repo.js';

/**
 * Tenants change rarely and are read on every request: keep them for a short while. A change
 * made by this process is seen at once (`forget`); one made elsewhere within `ttlMs`.
 */
export class TenantCache {
  private readonly bySlug = new Map<string, { tenant: TenantRecord | undefined; expires: number }>();
  private readonly byHost = new Map<string, { slug: string | undefined; expires: number }>();

  constructor(
    private readonly db: Db,
    private readonly ttlMs = 30_000,
  ) {}

  async bySlugOrNull(slug: string): Promise<TenantRecord | undefined> {
    const hit = this.bySlug.get(slug);
    if (hit && hit.expires > Date.now()) return hit.tenant;
    const tenant = await findTenantBySlug(this.db, slug);
    if (this.bySlug.size > 10_000) this.bySlug.clear();
    this.bySlug.set(slug, { tenant, expires: Date.now() + this.ttlMs });
    return tenant;
  }

  async slugForHost(host: string): Promise<string | undefined> {
    const hit = this.byHost.get(host);
    if (hit && hit.expires > Date.now()) return hit.slug;
    const slug = (await findTenantByHost(this.db, host))?.slug;
    if (this.byHost.size > 10_000) this.byHost.clear();
    this.byHost.set(host, { slug, expires: Date.now() + this.ttlMs });
    return slug;
  }

  forget(): void {
    this.bySlug.clear();
    this.byHost.clear();
  }
}
