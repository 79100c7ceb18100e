export * from './order.schema.js';
export * from './order-constants.js';
export * from './order-export.js';
export * from './order-pricing.js';
export * from './order-settings.js';
export * from './order-status.js';
export * from './order-stream.js';
