export * from './modifier.schema.js';
export * from './modifier-messages.js';
export * from './modifier-positions.js';
export * from './modifier-rules.js';
