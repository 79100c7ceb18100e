import { SOCIAL_CATALOGUE_FEATURE } from '@tablero/domain';
import type { Database } from '../db/client.js';
import type { SecretBox } from '../lib/secret-box.js';
import { catalogueStores, saveFeedToken } from '../modules/social-catalogue/social-catalogue.repo.js';
import {
  feedSealContext,
  feedTokenHash,
  newFeedToken,
} from '../modules/social-catalogue/social-catalogue.service.js';
import type { TenantRecord } from '../modules/tenants/tenants.repo.js';

/**
 * A feed link for every store of a tenant with the social catalogue, as if someone had made
 * them on its screen: the console shows the links at once, ready to paste into Commerce Manager.
 */
export async function insertDemoCatalogueFeeds(db: Database, tenant: TenantRecord, secrets: SecretBox) {
  if (!tenant.features.includes(SOCIAL_CATALOGUE_FEATURE)) return;
  await db.withTenant(tenant.id, async (tx) => {
    for (const store of await catalogueStores(tx, tenant.id, undefined)) {
      const token = newFeedToken();
      await saveFeedToken(
        tx,
        tenant.id,
        store.id,
        { hash: feedTokenHash(token), sealed: secrets.seal(token, feedSealContext(tenant.id, store.id)) },
        null,
      );
    }
  });
}
