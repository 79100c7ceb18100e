export * from './report-periods.js';
export * from './sales-reports.schema.js';
export * from './sales-summary.schema.js';
