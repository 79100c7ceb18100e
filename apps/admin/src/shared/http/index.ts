export { ApiError, apiErrorFrom, isApiError } from './api-error.js';
export type { Camelize } from './camelize-type.js';
export { camelizeKeys, snakeizeKeys, toCamelKey } from './case.js';
export {
  configureHttp,
  currentTenant,
  type RequestOptions,
  request,
  requestFile,
  setTenant,
} from './client.js';
export type { Paged, PageMeta } from './paged.js';
