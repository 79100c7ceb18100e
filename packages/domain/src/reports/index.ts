export * from './sales-summary.schema.js';
