import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';
import { TOAST_LIMIT, TOAST_MS } from '../shared/ui/toasts.js';

/** Where toasts appear (spec part 1 §8: at most 3, top right, 6 s). */
export default function ToastContainer() {
  return <Notifications limit={TOAST_LIMIT} position="top-right" autoClose={TOAST_MS} />;
}
