export * from './menu-snapshot.js';
export * from './menu-sync.schema.js';
