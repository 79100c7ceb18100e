export * from './audit.js';
export * from './integrations.js';
export * from './policies.js';
export * from './roles.js';
export * from './sessions.js';
export * from './stores.js';
export * from './tenants.js';
export * from './users.js';
