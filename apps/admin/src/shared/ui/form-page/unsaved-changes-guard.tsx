import { DataRouterLeaveGuard } from './data-router-leave-guard.js';
import { useBeforeUnload } from './use-before-unload.js';

interface UnsavedChangesGuardProps {
  when: boolean;
  isDirty(): boolean;
  keepsPage?(pathname: string): boolean;
}

/**
 * Spec part 1 §5: "Leaving with unsaved changes warns": in-app links, the browser's back and
 * forward buttons (held by the router) and closing or reloading the tab (beforeunload).
 */
export function UnsavedChangesGuard({ when, isDirty, keepsPage }: UnsavedChangesGuardProps) {
  useBeforeUnload(when);
  return <DataRouterLeaveGuard isDirty={isDirty} keepsPage={keepsPage} />;
}
