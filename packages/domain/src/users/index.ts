export * from './admin-user.schema.js';
export * from './my-account.schema.js';
export * from './password-link.schema.js';
export * from './user-preferences.schema.js';
