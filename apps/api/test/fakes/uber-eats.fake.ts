import { uberEatsMenuDocument } from '../../src/modules/menu-sync/channels/uber-eats.js';
import {
  bearer,
  type FakeAnswer,
  type FakeChannel,
  type FakeRequest,
  startFakeChannel,
} from './fake-channel.js';

export const UBER_EATS_CREDENTIALS = { client_id: 'uber-client', client_secret: 'uber-secret-0001' };

const MENUS = /^\/v2\/eats\/stores\/([^/]+)\/menus$/;
const error = (status: number, code: string, message: string): FakeAnswer => ({
  status,
  body: { code, message },
});

/** References between entities must resolve, as Uber checks before accepting a menu. */
function brokenReference(document: ReturnType<typeof uberEatsMenuDocument.parse>): string | undefined {
  const items = new Set(document.items.map((i) => i.id));
  const groups = new Set(document.modifier_groups.map((g) => g.id));
  const categories = new Set(document.categories.map((c) => c.id));
  for (const menu of document.menus)
    for (const id of menu.category_ids) if (!categories.has(id)) return `category ${id} not found`;
  for (const category of document.categories)
    for (const entity of category.entities) if (!items.has(entity.id)) return `item ${entity.id} not found`;
  for (const item of document.items)
    for (const id of item.modifier_group_ids?.ids ?? [])
      if (!groups.has(id)) return `modifier group ${id} not found`;
  for (const group of document.modifier_groups) {
    const { min_permitted, max_permitted } = group.quantity_info.quantity;
    if (min_permitted > max_permitted) return `modifier group ${group.id}: min_permitted > max_permitted`;
    for (const option of group.modifier_options)
      if (!items.has(option.id)) return `item ${option.id} not found`;
  }
  return undefined;
}

/** Uber Eats: OAuth client credentials, then the store's menu at `/v2/eats/stores/{id}/menus`. */
export function startUberEatsFake(): Promise<FakeChannel> {
  return startFakeChannel({
    isPublish: (r) => r.method === 'PUT' && MENUS.test(r.path),
    handle(request: FakeRequest, state) {
      if (request.method === 'POST' && request.path === '/oauth/v2/token') {
        const body = request.body as Record<string, unknown> | null;
        if (
          body?.grant_type !== 'client_credentials' ||
          body.client_id !== UBER_EATS_CREDENTIALS.client_id ||
          body.client_secret !== UBER_EATS_CREDENTIALS.client_secret
        )
          return error(401, 'unauthorized', 'invalid_client');
        return {
          status: 200,
          body: { access_token: state.issueToken(), token_type: 'Bearer', expires_in: 2592000 },
        };
      }
      const match = MENUS.exec(request.path);
      if (!match) return error(404, 'not_found', 'route not found');
      const token = bearer(request);
      if (!token || !state.tokens.has(token))
        return error(401, 'unauthorized', 'invalid or missing access token');
      const storeId = decodeURIComponent(match[1] as string);
      if (request.method === 'GET') {
        const menu = state.menus.get(storeId);
        return menu ? { status: 200, body: menu } : error(404, 'not_found', 'store has no menu');
      }
      const parsed = uberEatsMenuDocument.safeParse(request.body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return error(400, 'invalid_argument', `${issue?.path.join('.')}: ${issue?.message}`);
      }
      const broken = brokenReference(parsed.data);
      if (broken) return error(400, 'invalid_argument', broken);
      state.menus.set(storeId, parsed.data);
      state.accepted.push({
        storeId,
        idempotencyKey: request.headers['idempotency-key'] as string | undefined,
        document: parsed.data,
      });
      return { status: 204 };
    },
  });
}
