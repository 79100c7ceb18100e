export * from './picture.schema.js';
export * from './picture-file.js';
