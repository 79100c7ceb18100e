import type { Map as LeafletMap } from 'leaflet';
import { useEffect } from 'react';

function hideFromKeyboard(handle: Element): void {
  handle.removeAttribute('role');
  handle.setAttribute('tabindex', '-1');
  handle.setAttribute('aria-hidden', 'true');
}

/**
 * Geoman's vertex handles are Leaflet markers, each an unnamed button in the tab order, yet they
 * only move with a pointer. Dozens of dead tab stops help no one: the area list is the keyboard
 * path, so the handles are taken out of the tab order and the accessibility tree.
 */
export function usePointerOnlyVertexHandles(map: LeafletMap | null): void {
  useEffect(() => {
    const pane = map?.getPane('markerPane');
    if (!pane) return;
    const observer = new MutationObserver(() => {
      for (const handle of pane.querySelectorAll('.marker-icon:not([aria-hidden])')) hideFromKeyboard(handle);
    });
    observer.observe(pane, { childList: true });
    return () => observer.disconnect();
  }, [map]);
}
