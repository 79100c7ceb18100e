export * from './consolidation.schema.js';
export * from './iso-week.js';
export * from './payment.schema.js';
