import { isDeepStrictEqual } from 'node:util';
import {
  type BannerPositionsWrite,
  bannerMessages,
  buildPageMeta,
  type PopUpListQuery,
  type PopUpState,
  type PopUpView,
  popUpImageSizes,
  resolvePopUpWrite,
} from '@tablero/domain';
import type { Database, Tx } from '../../db/client.js';
import { notFound, validationFailed } from '../../lib/app-error.js';
import { savePositions } from '../../lib/save-positions.js';
import { type AuditContext, recordAudit } from '../audit/audit.repo.js';
import type { FileTokens } from '../pictures/file-tokens.js';
import { sizedPictures } from '../pictures/pictures.repo.js';
import { pictureSizeError, pictureUrls } from './banner-pictures.js';
import * as repo from './pop-ups.repo.js';
import { shownColumnsOf, shownStateOf } from './shown-fields.js';

type Tenant = { id: number; timeZone: string };

function popUpStateOf(row: repo.PopUpRow, timeZone: string): PopUpState {
  return {
    ...shownStateOf(row, timeZone),
    platform: row.platform as PopUpState['platform'],
    picture_ids: [row.pictureId],
  };
}

/** A pop-up's state as its row's columns. */
export function popUpColumnsOf(state: PopUpState, timeZone: string): repo.PopUpColumns {
  return {
    ...shownColumnsOf(state, timeZone),
    platform: state.platform,
    pictureId: state.picture_ids[0] as number,
  };
}

/** Pop-ups (spec part 2 §3): one picture of the platform's exact size, 25 a page at most. */
export function popUpsService(db: Database, tokens: FileTokens) {
  async function viewsOf(tx: Tx, tenant: Tenant, rows: readonly repo.PopUpRow[], origin: string) {
    const found = new Map(
      (
        await sizedPictures(
          tx,
          tenant.id,
          rows.map((r) => r.pictureId),
        )
      ).map((p) => [p.id, p]),
    );
    const urlOf = pictureUrls(tokens, origin);
    return rows.map((row): PopUpView => {
      const picture = found.get(row.pictureId);
      return {
        id: row.id,
        ...popUpStateOf(row, tenant.timeZone),
        picture: picture
          ? { id: picture.id, url: urlOf(picture), width: picture.width, height: picture.height }
          : null,
        position: row.position,
        created_at: row.createdAt.toISOString(),
        updated_at: row.updatedAt.toISOString(),
      };
    });
  }

  async function viewOf(tx: Tx, tenant: Tenant, row: repo.PopUpRow, origin: string) {
    return (await viewsOf(tx, tenant, [row], origin))[0] as PopUpView;
  }

  async function save(tx: Tx, tenantId: number, current: PopUpState | undefined, body: unknown) {
    const resolved = resolvePopUpWrite(current, body);
    if ('errors' in resolved) throw validationFailed(resolved.errors);
    const { state } = resolved;
    const [picture] = await sizedPictures(tx, tenantId, state.picture_ids);
    const error = pictureSizeError('picture_ids.0', state.platform, picture, popUpImageSizes[state.platform]);
    if (error) throw validationFailed([error]);
    return state;
  }

  return {
    list(tenant: Tenant, query: PopUpListQuery, origin: string) {
      return db.readTenant(tenant.id, async (tx) => {
        const page = { query: query.query, limit: query.limit, offset: (query.page - 1) * query.limit };
        const { rows, total } = await repo.listPopUps(tx, tenant.id, page);
        const count = total ?? (await repo.countPopUps(tx, tenant.id, query.query));
        return {
          data: await viewsOf(tx, tenant, rows, origin),
          meta: buildPageMeta(query.page, query.limit, count),
        };
      });
    },

    get(tenant: Tenant, id: number, origin: string) {
      return db.readTenant(tenant.id, async (tx) => {
        const row = await repo.findPopUp(tx, tenant.id, id);
        if (!row) throw notFound();
        return viewOf(tx, tenant, row, origin);
      });
    },

    create(ctx: AuditContext, tenant: Tenant, body: unknown, origin: string) {
      return db.withTenant(tenant.id, async (tx) => {
        const state = await save(tx, tenant.id, undefined, body);
        const row = await repo.insertPopUp(tx, tenant.id, popUpColumnsOf(state, tenant.timeZone));
        await recordAudit(tx, ctx, { entity: 'pop_up', entityId: row.id, action: 'create', after: state });
        return viewOf(tx, tenant, row, origin);
      });
    },

    update(ctx: AuditContext, tenant: Tenant, id: number, body: unknown, origin: string) {
      return db.withTenant(tenant.id, async (tx) => {
        const row = await repo.findPopUp(tx, tenant.id, id, true);
        if (!row) throw notFound();
        const before = popUpStateOf(row, tenant.timeZone);
        const state = await save(tx, tenant.id, before, body);
        if (isDeepStrictEqual(state, before)) return viewOf(tx, tenant, row, origin);
        const saved = await repo.updatePopUp(tx, tenant.id, id, popUpColumnsOf(state, tenant.timeZone));
        await recordAudit(tx, ctx, {
          entity: 'pop_up',
          entityId: id,
          action: 'update',
          before,
          after: state,
        });
        return viewOf(tx, tenant, saved, origin);
      });
    },

    remove(ctx: AuditContext, tenant: Tenant, id: number) {
      return db.withTenant(tenant.id, async (tx) => {
        const row = await repo.findPopUp(tx, tenant.id, id, true);
        if (!row) throw notFound();
        await repo.deletePopUp(tx, tenant.id, id);
        await recordAudit(tx, ctx, {
          entity: 'pop_up',
          entityId: id,
          action: 'delete',
          before: popUpStateOf(row, tenant.timeZone),
        });
        return { message: bannerMessages.deleted.popUp };
      });
    },

    reorder(ctx: AuditContext, tenant: Tenant, body: BannerPositionsWrite) {
      return db.withTenant(tenant.id, (tx) =>
        savePositions(
          tx,
          ctx,
          { entity: 'pop_up', saved: bannerMessages.positionsSaved, unknown: bannerMessages.unknownPosition },
          body,
          (ids) => repo.lockPopUpsOf(tx, tenant.id, ids),
          () => repo.setPopUpPositions(tx, tenant.id, body.positions),
        ),
      );
    },
  };
}

export type PopUpsService = ReturnType<typeof popUpsService>;
