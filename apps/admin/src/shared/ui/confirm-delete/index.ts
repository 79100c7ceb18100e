export { ConfirmDelete } from './confirm-delete.js';
export { useConfirmedDelete } from './use-confirmed-delete.js';
