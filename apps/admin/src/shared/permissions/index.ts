export { Can } from './can.js';
export { permits, type Requirement } from './permits.js';
export { useCan } from './use-can.js';
export { useReadOnly } from './use-read-only.js';
