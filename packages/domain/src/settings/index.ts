export * from './settings.schema.js';
export * from './settings-constants.js';
export * from './settings-write.js';
