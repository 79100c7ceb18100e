export * from './stock-out.schema.js';
export * from './stock-return.js';
