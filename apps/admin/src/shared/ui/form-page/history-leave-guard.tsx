import { useContext, useEffect, useState } from 'react';
import { UNSAFE_NavigationContext } from 'react-router';
import { LeaveConfirmModal } from './leave-confirm-modal.js';

type Move = () => void;

/**
 * Under <BrowserRouter>: links and `navigate()` go through the navigator's push/replace, which are
 * held while the form is dirty and replayed if the user chooses to leave. (The browser's back
 * button is not held here; a data router's blocker would hold it too.)
 */
export function HistoryLeaveGuard({ when }: { when: boolean }) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [pending, setPending] = useState<Move | null>(null);

  useEffect(() => {
    if (!when) return;
    const { push, replace } = navigator;
    navigator.push = (...args: Parameters<typeof push>) => setPending(() => () => push(...args));
    navigator.replace = (...args: Parameters<typeof replace>) => setPending(() => () => replace(...args));
    return () => {
      navigator.push = push;
      navigator.replace = replace;
    };
  }, [navigator, when]);

  return (
    <LeaveConfirmModal
      opened={pending !== null}
      onStay={() => setPending(null)}
      onLeave={() => {
        const move = pending;
        setPending(null);
        move?.();
      }}
    />
  );
}
