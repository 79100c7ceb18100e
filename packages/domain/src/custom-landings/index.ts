export * from './custom-landing.schema.js';
export * from './custom-landing-constants.js';
