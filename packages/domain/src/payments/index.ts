export * from './payment.schema.js';
