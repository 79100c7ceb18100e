export * from './error-codes.js';
export * from './field-messages.js';
export * from './zod-messages.js';
