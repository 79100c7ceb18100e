export * from './ids.js';
export * from './lists.js';
export * from './nested.js';
