/** The error catalogue of API.md: one body shape, one code per kind of failure. */
export const ErrorCode = {
  malformedRequest: 1000,
  validation: 1001,
  notFound: 1002,
  unauthenticated: 1004,
  wrongCredentials: 1005,
  payloadTooLarge: 1006,
  unsupportedMediaType: 1007,
  rateLimited: 1008,
  /** A service of ours that this server cannot run now (the screenshot service without Chromium). */
  serviceUnavailable: 1009,
  couponAlreadyUsed: 1019,
  questionHasAnswers: 1054,
  forbidden: 401,
  unknown: 9999,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

export const errorMessages = {
  malformedRequest: 'La solicitud no es válida.',
  notFound: 'El recurso solicitado no existe',
  unauthenticated: 'Tu sesión no es válida o expiró. Inicia sesión nuevamente.',
  wrongCredentials: 'Email o contraseña incorrectos',
  payloadTooLarge: 'El archivo o contenido enviado supera el tamaño máximo permitido (1,5 MB).',
  unsupportedMediaType: 'El tipo de archivo o contenido no está permitido.',
  rateLimited: 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
  serviceUnavailable: 'El servicio no está disponible en este momento. Vuelve a intentarlo más tarde.',
  couponAlreadyUsed: 'No se puede eliminar un cupón que ya haya sido utilizado por al menos un usuario.',
  questionHasAnswers: 'No se puede modificar una pregunta que ya tiene respuestas.',
  unknown: 'Se produjo un error. Vuelve a intentarlo.',
  superAdminOnly: 'Esta sección es solo para super administradores.',
  outsideOwnStores: 'Solo puedes modificar usuarios de tus tiendas.',
} as const;

export const httpStatusOf: Record<ErrorCodeValue, number> = {
  1000: 400,
  1001: 422,
  1002: 404,
  1004: 401,
  1005: 401,
  1006: 413,
  1007: 415,
  1008: 429,
  1009: 503,
  1019: 409,
  1054: 409,
  401: 403,
  9999: 500,
};

export interface FieldError {
  field: string;
  message: string;
}

export interface ErrorBody {
  code: ErrorCodeValue;
  message: string;
  errors?: FieldError[];
  /** A provider's name for the refusal, where the spec's toasts key on one (`WEBPAY_REQUEST_FAILED`). */
  reason?: string;
}
