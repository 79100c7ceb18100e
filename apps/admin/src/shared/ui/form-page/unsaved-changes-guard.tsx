import { useContext } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router';
import { DataRouterLeaveGuard } from './data-router-leave-guard.js';
import { HistoryLeaveGuard } from './history-leave-guard.js';
import { useBeforeUnload } from './use-before-unload.js';

interface UnsavedChangesGuardProps {
  when: boolean;
  isDirty(): boolean;
}

/**
 * Spec part 1 §5: "Leaving with unsaved changes warns". `useBlocker` exists only under a data
 * router (createBrowserRouter); the console still mounts a <BrowserRouter>, where in-app
 * navigations are held at the history object instead. Either way the same modal asks.
 */
export function UnsavedChangesGuard({ when, isDirty }: UnsavedChangesGuardProps) {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useBeforeUnload(when);
  return dataRouter ? <DataRouterLeaveGuard isDirty={isDirty} /> : <HistoryLeaveGuard when={when} />;
}
