export * from './countries.js';
export * from './customer-site.js';
export * from './formats.js';
export * from './tenant.schema.js';
export * from './tenant-admin.schema.js';
