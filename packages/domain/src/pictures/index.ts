export * from './picture.schema.js';
