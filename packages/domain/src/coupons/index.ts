export * from './coupon.schema.js';
export * from './coupon-constants.js';
export * from './coupon-generate.js';
export * from './coupon-import.js';
export * from './coupon-rules.js';
export * from './coupon-write.js';
export * from './evaluate-coupon.js';
export * from './menu-discount.js';
