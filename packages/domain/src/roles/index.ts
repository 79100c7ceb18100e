export * from './role.schema.js';
