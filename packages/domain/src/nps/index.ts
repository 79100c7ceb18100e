export * from './nps-constants.js';
export * from './nps-export.js';
export * from './nps-result.schema.js';
export * from './poll.schema.js';
export * from './poll-answer.schema.js';
export * from './question.schema.js';
