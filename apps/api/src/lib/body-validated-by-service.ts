import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

/**
 * For routes whose body the service checks against the record as it is (a PATCH sends only some
 * fields, and some rules depend on the tenant), so that one 422 lists every failing field. The
 * body schema declared on the route still documents it; params and query are validated as usual.
 */
export const bodyValidatedByService = <T>(route: Parameters<FastifySchemaCompiler<T>>[0]) =>
  route.httpPart === 'body'
    ? (data: unknown) => ({ value: data })
    : validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
