export * from './store-summary.schema.js';
