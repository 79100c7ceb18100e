export * from './banner.schema.js';
export * from './banner-constants.js';
