import {
  type ErrorBody,
  ErrorCode,
  type ErrorCodeValue,
  errorMessages,
  type FieldError,
  fieldErrorsOf,
  fieldMessages,
  forbiddenMessage,
  httpStatusOf,
  type PolicyAction,
  type PolicyKey,
  tenantAdminMessages,
} from '@tablero/domain';
import type { z } from 'zod';

/** A failure the client is told about in the API.md error shape. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCodeValue,
    message: string,
    readonly fieldErrors?: FieldError[],
    readonly reason?: string,
  ) {
    super(message);
    this.statusCode = httpStatusOf[code];
  }

  toBody(): ErrorBody {
    const body: ErrorBody = { code: this.code, message: this.message };
    if (this.fieldErrors) body.errors = this.fieldErrors;
    if (this.reason) body.reason = this.reason;
    return body;
  }
}

export const notFound = () => new AppError(ErrorCode.notFound, errorMessages.notFound);
export const unauthenticated = () => new AppError(ErrorCode.unauthenticated, errorMessages.unauthenticated);
export const wrongCredentials = () =>
  new AppError(ErrorCode.wrongCredentials, errorMessages.wrongCredentials);
export const malformed = (message: string = errorMessages.malformedRequest) =>
  new AppError(ErrorCode.malformedRequest, message);
export const forbidden = (policy: PolicyKey, action: PolicyAction) =>
  new AppError(ErrorCode.forbidden, forbiddenMessage(policy, action));
export const superAdminOnly = () => new AppError(ErrorCode.forbidden, errorMessages.superAdminOnly);
export const platformOnly = () => new AppError(ErrorCode.forbidden, tenantAdminMessages.onlyPlatform);
export const rateLimited = () => new AppError(ErrorCode.rateLimited, errorMessages.rateLimited);

/** 422 listing every failing field; the top message is the first field's. */
export function validationFailed(errors: FieldError[]): AppError {
  return new AppError(ErrorCode.validation, errors[0]?.message ?? fieldMessages.invalid('body'), errors);
}

export const invalidField = (field: string, message = fieldMessages.invalid(field)) =>
  validationFailed([{ field, message }]);

/** A body parsed by `schema`, or a 422 naming every field it refuses. */
export function parseOrFail<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw validationFailed(fieldErrorsOf(result.error));
  return result.data;
}
