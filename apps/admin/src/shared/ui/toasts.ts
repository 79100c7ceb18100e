import { notifications } from '@mantine/notifications';

/** Spec part 1 §8: at most 3 toasts, top right, 6 s (7 s for questions). */
export const TOAST_LIMIT = 3;
export const TOAST_MS = 6_000;
export const QUESTION_TOAST_MS = 7_000;

export function showError(message: string): void {
  notifications.show({ color: 'red', message, autoClose: TOAST_MS });
}

export function showSuccess(message: string): void {
  notifications.show({ color: 'green', message, autoClose: TOAST_MS });
}

/** Partly done: something needs the user's attention but nothing was lost (bulk failures). */
export function showWarning(message: string): void {
  notifications.show({ color: 'yellow', message, autoClose: TOAST_MS });
}
