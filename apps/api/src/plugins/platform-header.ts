import type { FastifyRequest, RouteOptions } from 'fastify';

/**
 * Spec part 2 §7: every call carries `platform` (web | app | order_taker) as a header. A route
 * whose query takes `platform` reads it from the header when the query leaves it out (the query
 * wins when both are sent), before validation judges it.
 */
export function platformFromHeader(route: RouteOptions) {
  const query = route.schema?.querystring as { shape?: Record<string, unknown> } | undefined;
  if (!query?.shape || !('platform' in query.shape)) return undefined;
  return async (request: FastifyRequest) => {
    const params = request.query as Record<string, unknown>;
    const header = request.headers.platform;
    if (params.platform === undefined && typeof header === 'string') params.platform = header;
  };
}
