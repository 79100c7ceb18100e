export * from './driver.schema.js';
