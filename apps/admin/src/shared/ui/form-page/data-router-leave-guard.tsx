import { useCallback } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';
import { LeaveConfirmModal } from './leave-confirm-modal.js';

interface DataRouterLeaveGuardProps {
  isDirty(): boolean;
  /** Paths that are still this form (its tabs): moving there loses nothing. */
  keepsPage?(pathname: string): boolean;
}

/** Under a data router: react-router's blocker, which also holds the back button. */
export function DataRouterLeaveGuard({ isDirty, keepsPage }: DataRouterLeaveGuardProps) {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      isDirty() && currentLocation.pathname !== nextLocation.pathname && !keepsPage?.(nextLocation.pathname),
    [isDirty, keepsPage],
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
