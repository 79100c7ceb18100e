export * from './identity.schema.js';
