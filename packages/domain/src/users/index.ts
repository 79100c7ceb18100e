export * from './admin-user.schema.js';
