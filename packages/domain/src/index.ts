import { useSpanishValidationMessages } from './errors/zod-messages.js';

// Every importer (API, console, tests) must validate with the same Spanish messages, so the
// zod configuration is part of loading the domain rather than a step someone can forget.
useSpanishValidationMessages();

export * from './banners/index.js';
export * from './coupons/index.js';
export * from './custom-landings/index.js';
export * from './drivers/index.js';
export * from './errors/index.js';
export * from './files/index.js';
export * from './identity/index.js';
export * from './informative-banners/index.js';
export * from './integrations/index.js';
export * from './menu-sync/index.js';
export * from './menus/index.js';
export * from './modifiers/index.js';
export * from './nps/index.js';
export * from './orders/index.js';
export * from './pages/index.js';
export * from './payments/index.js';
export * from './pictures/index.js';
export * from './policies/index.js';
export * from './products/index.js';
export * from './reports/index.js';
export * from './roles/index.js';
export * from './settings/index.js';
export * from './shared/index.js';
export * from './social-catalogue/index.js';
export * from './stock/index.js';
export * from './stores/index.js';
export * from './tenants/index.js';
export * from './users/index.js';
