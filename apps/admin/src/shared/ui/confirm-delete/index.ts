export { ConfirmDelete } from './confirm-delete.js';
