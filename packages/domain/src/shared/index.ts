export * from './lists.js';
export * from './nested.js';
