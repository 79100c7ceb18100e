import { ErrorCode, errorMessages, type FieldError } from '@tablero/domain/error-codes';

/** A failed API call, with the server's (Spanish) message ready to show. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number;
  readonly fieldErrors: FieldError[];

  constructor(status: number, code: number, message: string, fieldErrors: FieldError[] = []) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fieldErrors = fieldErrors;
  }
}

function isErrorBody(body: unknown): body is { code: number; message?: unknown; errors?: unknown } {
  return typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number';
}

function fieldErrorsOf(errors: unknown): FieldError[] {
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (item): item is FieldError => typeof item?.field === 'string' && typeof item?.message === 'string',
  );
}

/** The spec's rule: the error body is used when it has a code, else the default error. */
export function apiErrorFrom(status: number, body: unknown): ApiError {
  if (!isErrorBody(body)) return new ApiError(status, ErrorCode.unknown, errorMessages.unknown);
  const message = typeof body.message === 'string' && body.message ? body.message : errorMessages.unknown;
  return new ApiError(status, body.code, message, fieldErrorsOf(body.errors));
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
