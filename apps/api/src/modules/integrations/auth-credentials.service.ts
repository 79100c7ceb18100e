import {
  type AuthCredentialsPatch,
  buildPageMeta,
  type ConnectionTestBody,
  type ConnectionTestResult,
  type CredentialValues,
  connectionTestMessages,
  connectionTestResultOf,
  hasConnectionTest,
  type IntegrationGroup,
  type IntegrationProviderKey,
  type IntegrationProviderSummary,
  integrationProviderKeys,
  integrationProviders,
  isConfigured,
  maskedCredentials,
  mergeCredentials,
  type StoreCredentialsView,
} from '@tablero/domain';
import type { Database } from '../../db/client.js';
import { invalidField, notFound, validationFailed } from '../../lib/app-error.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { type AuditContext, recordAudit } from '../audit/audit.repo.js';
import type { Actor } from '../identity/actor.js';
import * as repo from './auth-credentials.repo.js';
import type { ConnectionCheck } from './connection-checks.js';
import { auditSnapshot, openCredentials, sealCredentials } from './credentials-storage.js';

function view(
  store: { id: number; name: string },
  provider: IntegrationProviderKey,
  values: CredentialValues,
  saved: { configured: boolean | null; updatedAt: Date | null } | undefined,
): StoreCredentialsView {
  return {
    id: store.id,
    name: store.name,
    configured: saved?.configured ?? false,
    credentials: maskedCredentials(provider, values),
    updated_at: saved?.updatedAt?.toISOString() ?? null,
  };
}

export function authCredentialsService(
  db: Database,
  box: SecretBox,
  checks: Partial<Record<string, ConnectionCheck>> = {},
) {
  return {
    /** One provider's credentials of every store the user may see; a store outside them is a 404. */
    list(
      tenantId: number,
      actor: Actor,
      query: { key: IntegrationProviderKey; store_id?: number | undefined; page: number; limit: number },
    ) {
      return db.withTenant(tenantId, async (tx) => {
        const scope = { tenantId, storeIds: actor.storeIds };
        const filter = { provider: query.key, storeId: query.store_id };
        const { rows, total } = await repo.listStoresWithCredentials(
          tx,
          scope,
          filter,
          query.page,
          query.limit,
        );
        if (query.store_id !== undefined && total === 0) throw notFound();
        return {
          data: rows.map((row) => {
            const owner = { tenantId, storeId: row.id, provider: query.key };
            return view(row, query.key, openCredentials(box, owner, row), row);
          }),
          meta: buildPageMeta(query.page, query.limit, total),
        };
      });
    },

    /** Applies the PATCH in one transaction: a refused field changes nothing, a save is audited. */
    update(ctx: AuditContext, actor: Actor, body: AuthCredentialsPatch): Promise<StoreCredentialsView> {
      return db.withTenant(ctx.tenantId, async (tx) => {
        const scope = { tenantId: ctx.tenantId, storeIds: actor.storeIds };
        const store = await repo.findStore(tx, scope, body.store_id);
        if (!store) throw notFound();
        const owner = { tenantId: ctx.tenantId, storeId: store.id, provider: body.key };
        const row = await repo.findCredentialsForUpdate(tx, ctx.tenantId, store.id, body.key);
        const stored = openCredentials(box, owner, row);
        const { values, errors } = mergeCredentials(body.key, stored, body.credentials);
        if (errors.length > 0) throw validationFailed(errors);
        const configured = isConfigured(body.key, values);
        const saved = await repo.saveCredentials(tx, ctx.tenantId, {
          storeId: store.id,
          provider: body.key,
          configured,
          ...sealCredentials(box, owner, values),
        });
        const after = { configured, ...auditSnapshot(body.key, values, row ? stored : undefined) };
        await recordAudit(tx, ctx, {
          entity: 'store_credentials',
          entityId: `${store.id}:${body.key}`,
          action: row ? 'update' : 'create',
          ...(row ? { before: { configured: row.configured, ...auditSnapshot(body.key, stored) } } : {}),
          after,
        });
        return view(store, body.key, values, saved);
      });
    },

    /**
     * Tries the store's saved credentials at the provider. The credentials are read and opened in
     * a short transaction; the provider is called after it ends, so a slow provider holds no connection.
     */
    async testConnection(
      tenantId: number,
      actor: Actor,
      body: ConnectionTestBody,
    ): Promise<ConnectionTestResult> {
      const check = hasConnectionTest(body.key) ? checks[body.key] : undefined;
      if (!check) throw invalidField('key', connectionTestMessages.noTest(body.key));
      const credentials = await db.withTenant(tenantId, async (tx) => {
        const store = await repo.findStore(tx, { tenantId, storeIds: actor.storeIds }, body.store_id);
        if (!store) throw notFound();
        const row = await repo.findCredentials(tx, tenantId, store.id, body.key);
        if (!row?.configured) throw invalidField('store_id', connectionTestMessages.notConfigured(body.key));
        return openCredentials(box, { tenantId, storeId: store.id, provider: body.key }, row);
      });
      return connectionTestResultOf(body.key, await check(credentials));
    },

    /** The providers of a group with how many of the user's stores have them configured. */
    providers(
      tenantId: number,
      actor: Actor,
      group?: IntegrationGroup,
    ): Promise<IntegrationProviderSummary[]> {
      return db.withTenant(tenantId, async (tx) => {
        const counts = await repo.countConfiguredByProvider(tx, { tenantId, storeIds: actor.storeIds });
        return integrationProviderKeys
          .filter((key) => !group || integrationProviders[key].group === group)
          .map((key) => ({
            key,
            label: integrationProviders[key].label,
            group: integrationProviders[key].group,
            configured_stores: counts.get(key) ?? 0,
          }));
      });
    },
  };
}

export type AuthCredentialsService = ReturnType<typeof authCredentialsService>;
