export { addDays, type Weekday, weekdays } from './calendar.js';
export * from './closing-window.js';
export * from './opening-schedule.js';
export * from './opening-status.js';
export * from './scheduled-closings.js';
export * from './wait-times.js';
export { wallClockToIso } from './wall-clock.js';
export { formatOffset, type ZonedParts, zonedIso, zonedParts } from './zoned-time.js';
