import type { CoverageAnswer, FieldError, StoreView } from '@tablero/domain';
import type { Database } from '../../../db/client.js';
import { AppError, validationFailed } from '../../../lib/app-error.js';
import type { AuditContext } from '../../audit/audit.repo.js';
import type { Actor } from '../../identity/actor.js';
import type { TenantRecord } from '../../tenants/tenants.repo.js';
import {
  applyStoreWrite,
  loadVisible,
  type StoreReferences,
  tenantStoreReferences,
  viewNow,
} from '../store-write.service.js';
import { coverageAt } from './coverage.js';
import { DELIVERY_AREAS_FILE_FIELD, type DeliveryAreaDraft, type GeoPoint } from './delivery-area.js';
import { parseDeliveryAreasFile } from './delivery-area-file.js';
import { setDeliveryZoneFile } from './delivery-areas.repo.js';
import { importBody } from './import-body.js';

export interface DeliveryAreasUpload {
  bytes: Buffer;
  fileName: string | null;
}

/** A rule failing on an imported area is reported on the upload field, naming the area. */
function onUploadField(error: unknown, sources: (DeliveryAreaDraft | undefined)[]): unknown {
  if (!(error instanceof AppError) || !error.fieldErrors) return error;
  const errors: FieldError[] = error.fieldErrors.map(({ field, message }) => {
    const [head, index] = field.split('.');
    if (head !== 'delivery_areas') return { field, message };
    const source = index === undefined ? undefined : sources[Number(index)];
    const prefix = source ? `Zona "${source.name}": ` : '';
    return { field: DELIVERY_AREAS_FILE_FIELD, message: `${prefix}${message}` };
  });
  return validationFailed(errors);
}

/** Who carries the store's deliveries: its first enabled delivery method by priority. */
export const carrierOf = (view: StoreView) =>
  view.delivery_methods.filter((m) => m.enabled).sort((a, b) => a.priority - b.priority)[0];

/** The fee where the point is: the zone's own, else that of the first enabled delivery method. */
export function feeAt(view: StoreView, zoneId: number | undefined) {
  const method = carrierOf(view);
  if (zoneId === undefined) return { delivery_fee: null, delivery_type: null };
  const zone = view.delivery_areas.find((a) => a.id === zoneId);
  return {
    delivery_fee: zone?.delivery_fee ?? method?.fee_amount ?? null,
    delivery_type: method?.delivery_type ?? null,
  };
}

export function deliveryAreasService(db: Database, references: StoreReferences = tenantStoreReferences) {
  const deps = { references };
  const view = (tenant: TenantRecord, actor: Actor, id: number) =>
    db.withTenant(tenant.id, async (tx) =>
      viewNow(await loadVisible(tx, tenant, actor, id), tenant.timeZone),
    );

  return {
    /** 404 before anything is read from an upload for a store the user may not see. */
    async assertVisible(tenant: TenantRecord, actor: Actor, id: number): Promise<void> {
      await db.withTenant(tenant.id, (tx) => loadVisible(tx, tenant, actor, id));
    },

    /** Replaces the store's unlocked areas with the file's, through the PATCH write path. */
    importFile(
      ctx: AuditContext,
      tenant: TenantRecord,
      actor: Actor,
      id: number,
      upload: DeliveryAreasUpload,
    ): Promise<StoreView> {
      const drafts = parseDeliveryAreasFile(upload.bytes);
      return db.withTenant(tenant.id, async (tx) => {
        const before = await loadVisible(tx, tenant, actor, id, true);
        const body = importBody(before.state.delivery_areas, drafts);
        // Written first so the write's reload, its answer and its audit row all carry the name.
        if (body.delivery_areas.length === 0) return viewNow(before, tenant.timeZone);
        if (upload.fileName) await setDeliveryZoneFile(tx, tenant.id, id, upload.fileName);
        try {
          return await applyStoreWrite(
            tx,
            deps,
            ctx,
            tenant,
            actor,
            before,
            { delivery_areas: body.delivery_areas },
            'import_delivery_areas',
          );
        } catch (error) {
          throw onUploadField(error, body.sources);
        }
      });
    },

    /** What the exports need: the store's name and its areas, as the map shows them. */
    async areas(tenant: TenantRecord, actor: Actor, id: number) {
      const store = await view(tenant, actor, id);
      return { id: store.id, name: store.name, areas: store.delivery_areas };
    },

    async coverage(tenant: TenantRecord, actor: Actor, id: number, point: GeoPoint): Promise<CoverageAnswer> {
      const store = await view(tenant, actor, id);
      const { covered, zone, exclusion } = coverageAt(store.delivery_areas, point);
      return {
        covered,
        zone: zone && { id: zone.id, name: zone.name },
        exclusion: exclusion && { id: exclusion.id, name: exclusion.name },
        ...feeAt(store, zone?.id),
      };
    },
  };
}

export type DeliveryAreasService = ReturnType<typeof deliveryAreasService>;
