export * from './page.schema.js';
export * from './page-constants.js';
