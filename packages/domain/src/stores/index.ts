export * from './opening/index.js';
export * from './store-summary.schema.js';
