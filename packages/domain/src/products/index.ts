export * from './product.schema.js';
export * from './product-constants.js';
export * from './product-rules.js';
export * from './product-write.js';
