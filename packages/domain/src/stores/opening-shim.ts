export * from './opening/index.js';
