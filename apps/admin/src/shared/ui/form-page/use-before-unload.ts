import { useEffect } from 'react';

/** Closing or reloading the tab with unsaved changes: the browser's own confirmation. */
export function useBeforeUnload(when: boolean): void {
  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium needs returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);
}
