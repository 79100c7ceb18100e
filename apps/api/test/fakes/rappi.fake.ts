import { rappiMenuDocument } from '../../src/modules/menu-sync/channels/rappi.js';
import {
  bearer,
  type FakeAnswer,
  type FakeChannel,
  type FakeRequest,
  startFakeChannel,
} from './fake-channel.js';

export const RAPPI_CREDENTIALS = {
  client_id: 'rappi-client',
  client_secret: 'rappi-secret-0001',
  audience: 'https://int-public-api-v2/api',
};

const API = '/api/v2/restaurants-integrations-public-api';
const error = (status: number, message: string): FakeAnswer => ({ status, body: { message } });

/** Rappi: Auth0 client credentials with an audience, then the menu with `x-authorization`. */
export function startRappiFake(): Promise<FakeChannel> {
  return startFakeChannel({
    isPublish: (r) => r.method === 'POST' && r.path === `${API}/menu`,
    handle(request: FakeRequest, state) {
      if (request.method === 'POST' && request.path === '/oauth/token') {
        const body = request.body as Record<string, unknown> | null;
        const ok =
          body?.grant_type === 'client_credentials' &&
          body.client_id === RAPPI_CREDENTIALS.client_id &&
          body.client_secret === RAPPI_CREDENTIALS.client_secret &&
          body.audience === RAPPI_CREDENTIALS.audience;
        if (!ok) return { status: 401, body: { error: 'access_denied', error_description: 'Unauthorized' } };
        return {
          status: 200,
          body: { access_token: state.issueToken(), token_type: 'Bearer', expires_in: 86400 },
        };
      }
      const token = bearer(request, 'x-authorization');
      if (!token || !state.tokens.has(token)) return error(401, 'Token inválido');
      if (request.method === 'GET' && request.path.startsWith(`${API}/menu/rappi/`)) {
        const storeId = decodeURIComponent(request.path.slice(`${API}/menu/rappi/`.length));
        const menu = state.menus.get(storeId);
        return menu ? { status: 200, body: menu } : error(404, 'La tienda no tiene menú');
      }
      if (request.method !== 'POST' || request.path !== `${API}/menu`) return error(404, 'Not found');
      const parsed = rappiMenuDocument.safeParse(request.body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return {
          status: 400,
          body: {
            message: 'Menú inválido',
            errors: [{ message: `${issue?.path.join('.')}: ${issue?.message}` }],
          },
        };
      }
      const skus = new Set<string>();
      for (const item of parsed.data.items) {
        if (skus.has(item.sku)) return error(400, `SKU repetido: ${item.sku}`);
        skus.add(item.sku);
      }
      state.menus.set(parsed.data.storeId, parsed.data);
      state.accepted.push({
        storeId: parsed.data.storeId,
        idempotencyKey: request.headers['idempotency-key'] as string | undefined,
        document: parsed.data,
      });
      return { status: 200, body: { message: 'Menu received' } };
    },
  });
}
