import { notifications } from '@mantine/notifications';
import i18next from 'i18next';

/** Spec part 1 §8: at most 3 toasts, top right, 6 s (7 s for questions). */
export const TOAST_LIMIT = 3;
export const TOAST_MS = 6_000;
export const QUESTION_TOAST_MS = 7_000;

/** A toast whose close button says what it does to a screen reader; `id` lets it be taken back. */
export function showToast(color: string, message: string, autoClose = TOAST_MS, id?: string): void {
  notifications.show({
    ...(id ? { id } : {}),
    color,
    message,
    autoClose,
    closeButtonProps: { 'aria-label': i18next.t('common:closeNotification') },
  });
}

export function showError(message: string, id?: string): void {
  showToast('red', message, TOAST_MS, id);
}

/** Takes back a toast shown with an `id` (a refusal the next save made moot). */
export function hideToast(id: string): void {
  notifications.hide(id);
}

export function showSuccess(message: string): void {
  showToast('green', message);
}

/** Partly done: something needs the user's attention but nothing was lost (bulk failures). */
export function showWarning(message: string): void {
  showToast('yellow', message);
}
