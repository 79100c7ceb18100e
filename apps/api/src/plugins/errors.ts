import {
  bannerMessages,
  couponMessages,
  driverMessages,
  ErrorCode,
  errorMessages,
  type FieldError,
  orderMessages,
} from '@tablero/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, malformed, notFound, rateLimited, validationFailed } from '../lib/app-error.js';
import { foreignKeyViolated } from '../lib/pg-errors.js';

function fieldErrorsOfValidation(
  validation: {
    instancePath: string;
    message?: string | undefined;
    keyword: string;
    params: Record<string, unknown>;
  }[],
  context: string | undefined,
): FieldError[] {
  const byField = new Map<string, FieldError>();
  for (const issue of validation) {
    const keys =
      issue.keyword === 'unrecognized_keys' ? (issue.params.keys as string[] | undefined) : undefined;
    const path = keys?.join(', ') ?? issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const field = path || context || 'body';
    if (!byField.has(field))
      byField.set(field, { field, message: issue.message ?? errorMessages.malformedRequest });
  }
  return [...byField.values()];
}

/**
 * A store, product or price group a coupon names cannot go: the coupon would silently widen to every
 * store or product. Whatever deleted it (a store, a product, a menu's price groups) hears why.
 */
const couponLinks = new Set([
  'coupon_stores_store_fk',
  'coupon_couponables_product_fk',
  'coupon_couponables_price_group_fk',
]);

/** Likewise a store, product or price group a banner names. */
const bannerLinks = new Set(['banner_stores_store_fk', 'banners_product_fk', 'banners_price_group_fk']);

/** Maps every failure onto one body shape (API.md "Errors"); unknown ones are logged, never leaked. */
function toAppError(error: FastifyError): AppError | undefined {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    return validationFailed(fieldErrorsOfValidation(error.validation, error.validationContext));
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_ERR_CTP_INVALID_TYPE':
      return malformed();
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError(ErrorCode.payloadTooLarge, errorMessages.payloadTooLarge);
  }
  const violated = foreignKeyViolated(error) ?? '';
  if (couponLinks.has(violated))
    return validationFailed([{ field: 'id', message: couponMessages.inUseByCoupons([]) }]);
  if (bannerLinks.has(violated))
    return validationFailed([{ field: 'id', message: bannerMessages.inUseByBanners }]);
  if (violated === 'stores_abandoned_cart_coupon_fk')
    return validationFailed([{ field: 'id', message: couponMessages.offeredOnAbandonedCarts([]) }]);
  if (violated === 'orders_store_fk')
    return validationFailed([{ field: 'id', message: orderMessages.storeHasOrders }]);
  if (violated === 'drivers_store_fk')
    return validationFailed([{ field: 'id', message: driverMessages.storeHasDrivers }]);
  if (violated === 'orders_coupon_fk')
    return validationFailed([{ field: 'id', message: orderMessages.couponHasOrders }]);
  if (error instanceof SyntaxError || error.statusCode === 400) return malformed();
  if (error.statusCode === 429) return rateLimited();
  return undefined;
}

/**
 * Fastify answers a URL it cannot decode (`/roles/%`, `/roles/%FF`) before any route or error
 * handler runs, with its own body; this puts that answer in ours (a malformed request).
 */
export function frameworkErrorHandler(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const error = malformed();
  return reply.status(error.statusCode).send(error.toBody());
}

export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const known = toAppError(error);
      if (known) {
        if (known.statusCode >= 500) request.log.error({ err: error }, 'request failed');
        return reply.status(known.statusCode).send(known.toBody());
      }
      request.log.error({ err: error }, 'unexpected error');
      return reply.status(500).send({ code: ErrorCode.unknown, message: errorMessages.unknown });
    });
    app.setNotFoundHandler((_request, reply) => {
      const error = notFound();
      return reply.status(error.statusCode).send(error.toBody());
    });
  },
  { name: 'errors' },
);
