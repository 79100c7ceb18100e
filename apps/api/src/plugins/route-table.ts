import type { FastifyContextConfig, RouteOptions } from 'fastify';

/**
 * One route as the server registered it: what the access matrix (and anyone else) reads to know
 * every route and how it is guarded, from the same declaration request-context enforces.
 */
export interface RouteTableEntry {
  method: string;
  url: string;
  /** `api`: under /api and guarded by its declaration; `other`: console files, docs. */
  kind: 'api' | 'other';
  config: Pick<
    FastifyContextConfig,
    'policy' | 'orPolicy' | 'alsoRequires' | 'access' | 'tenant' | 'storeScope'
  >;
  schema: RouteOptions['schema'];
}

export function routeTableEntry(route: RouteOptions, kind: RouteTableEntry['kind']): RouteTableEntry[] {
  const { policy, orPolicy, alsoRequires, access, tenant, storeScope } = route.config ?? {};
  const config = Object.freeze({ policy, orPolicy, alsoRequires, access, tenant, storeScope });
  return [route.method]
    .flat()
    .map((method) =>
      Object.freeze({ method: String(method), url: route.url, kind, config, schema: route.schema }),
    );
}
