import { useCallback } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';
import { LeaveConfirmModal } from './leave-confirm-modal.js';

/** Under a data router: react-router's blocker, which also holds the back button. */
export function DataRouterLeaveGuard({ isDirty }: { isDirty(): boolean }) {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => isDirty() && currentLocation.pathname !== nextLocation.pathname,
    [isDirty],
  );
  const blocker = useBlocker(shouldBlock);
  return (
    <LeaveConfirmModal
      opened={blocker.state === 'blocked'}
      onStay={() => blocker.reset?.()}
      onLeave={() => blocker.proceed?.()}
    />
  );
}
