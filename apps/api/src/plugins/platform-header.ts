import type { FastifyRequest, RouteOptions } from 'fastify';

/**
 * Spec part 2 §7: every call carries `platform` (web | app | order_taker) as a header. A storefront
 * route (public) whose query takes `platform` reads it from the header when the query leaves it out
 * (the query wins when both are sent), before validation judges it. On the console's routes the
 * header names the console itself, not what to list: the orders list's `platform` filter read the
 * console's `web` and hid every app order.
 */
export function platformFromHeader(route: RouteOptions) {
  if (route.config?.access !== 'public') return undefined;
  const query = route.schema?.querystring as { shape?: Record<string, unknown> } | undefined;
  if (!query?.shape || !('platform' in query.shape)) return undefined;
  return async (request: FastifyRequest) => {
    const params = request.query as Record<string, unknown>;
    const header = request.headers.platform;
    if (params.platform === undefined && typeof header === 'string') params.platform = header;
  };
}
