export * from './informative-banner.schema.js';
