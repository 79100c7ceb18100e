import { didiFoodMenuDocument } from '../../src/modules/menu-sync/channels/didi-food.js';
import { type FakeAnswer, type FakeChannel, type FakeRequest, startFakeChannel } from './fake-channel.js';

export const DIDI_FOOD_CREDENTIALS = {
  app_id: 'didi-app',
  app_secret: 'didi-secret-0001',
  app_shop_id: 'didi-shop-1',
};

const answer = (errno: number, errmsg: string, data: unknown = null): FakeAnswer => ({
  status: 200,
  body: { errno, errmsg, data },
});

/** DiDi Food: an auth token per app and shop, then `{ errno, errmsg, data }` answers (errno 0 is ok). */
export function startDidiFoodFake(): Promise<FakeChannel> {
  return startFakeChannel({
    isPublish: (r) => r.method === 'POST' && r.path === '/v1/item/item/upload',
    handle(request: FakeRequest, state) {
      if (request.method === 'GET' && request.path === '/v1/auth/authtoken/get') {
        const ok =
          request.query.get('app_id') === DIDI_FOOD_CREDENTIALS.app_id &&
          request.query.get('app_secret') === DIDI_FOOD_CREDENTIALS.app_secret &&
          request.query.get('app_shop_id') !== null;
        return ok
          ? answer(0, 'ok', { auth_token: state.issueToken(), token_expiration_time: 86400 })
          : answer(10101, 'invalid app_id or app_secret');
      }
      const body = request.body as { auth_token?: unknown } | null;
      if (typeof body?.auth_token !== 'string' || !state.tokens.has(body.auth_token))
        return answer(10102, 'invalid auth_token');
      const { auth_token: _token, ...rest } = body as Record<string, unknown>;
      if (request.path === '/v1/item/item/list') {
        const menu = state.menus.get(String(rest.app_shop_id));
        return answer(0, 'ok', { menu: menu ?? null });
      }
      if (request.path !== '/v1/item/item/upload')
        return { status: 404, body: { errno: 404, errmsg: 'not found' } };
      const parsed = didiFoodMenuDocument.safeParse(rest);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return answer(20001, `param error: ${issue?.path.join('.')} ${issue?.message}`);
      }
      const items = new Set(parsed.data.items.map((i) => i.app_item_id));
      const missing = parsed.data.categories.flatMap((c) => c.app_item_ids).find((id) => !items.has(id));
      if (missing) return answer(20002, `item ${missing} not found`);
      state.menus.set(parsed.data.app_shop_id, parsed.data);
      state.accepted.push({
        storeId: parsed.data.app_shop_id,
        idempotencyKey: request.headers['idempotency-key'] as string | undefined,
        document: parsed.data,
      });
      return answer(0, 'ok', { task_id: `task_${state.accepted.length}` });
    },
  });
}
