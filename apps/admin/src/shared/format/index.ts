export { localDate } from './local-date.js';
export { useCount } from './use-count.js';
export { useDateTime } from './use-date-time.js';
export { useMoney } from './use-money.js';
export { usePhone } from './use-phone.js';
