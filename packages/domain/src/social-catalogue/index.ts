export * from './feed-rows.js';
export * from './social-catalogue.schema.js';
export * from './social-catalogue-constants.js';
