import type { DeliveryArea } from './delivery-area.js';

export function isShown(area: DeliveryArea): boolean {
  return !area.destroy;
}

/**
 * A saved area stays in the list marked `destroy` so the form can send `_destroy`; one never
 * saved simply goes. Indexes of the other areas change only in the second case.
 */
export function removeArea(areas: DeliveryArea[], index: number): DeliveryArea[] {
  const area = areas[index];
  if (!area) return areas;
  if (area.id === undefined) return areas.filter((_, position) => position !== index);
  return areas.map((each, position) => (position === index ? { ...each, destroy: true } : each));
}

export type AreaChanges = Partial<Pick<DeliveryArea, 'name' | 'kind' | 'locked' | 'points'>>;

export function updateArea(areas: DeliveryArea[], index: number, changes: AreaChanges): DeliveryArea[] {
  return areas.map((area, position) => (position === index ? { ...area, ...changes } : area));
}

/** Saved areas removed in this edit, gone from the list but not yet from the server. */
export function pendingRemovals(areas: DeliveryArea[]): number {
  return areas.filter((area) => area.destroy).length;
}
