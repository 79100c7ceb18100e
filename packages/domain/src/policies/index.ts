export * from './catalogue.js';
export * from './schemas.js';
