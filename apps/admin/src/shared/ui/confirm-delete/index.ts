export { ConfirmDelete } from './confirm-delete.js';
export { DeleteRowButton } from './delete-row-button.js';
export { useConfirmedDelete } from './use-confirmed-delete.js';
