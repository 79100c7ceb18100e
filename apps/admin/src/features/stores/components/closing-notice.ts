import { showToast } from '../../../shared/ui/toasts.js';

/** Spec part 1 §9 "Closing notice 12000 ms". */
export const CLOSING_NOTICE_MS = 12_000;

/**
 * After a scheduled closing is added: the store and the window it will be closed, kept on screen
 * long enough to read and check (spec part 1 §4).
 */
export function showClosingNotice(message: string): void {
  showToast('blue', message, CLOSING_NOTICE_MS);
}
