export * from './orders-today.schema.js';
export * from './report-periods.js';
export * from './sales-reports.schema.js';
export * from './sales-summary.schema.js';
export * from './top-customers.schema.js';
