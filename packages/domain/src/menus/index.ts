export * from './menu.schema.js';
export * from './menu-rules.js';
export * from './menu-write.js';
export * from './public-menu.schema.js';
