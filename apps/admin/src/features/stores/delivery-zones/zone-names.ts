import { isShown } from './area-list-edits.js';
import type { DeliveryArea } from './delivery-area.js';

/** Names compare as the server is expected to: surrounding spaces and case do not count. */
export function comparableName(name: string): string {
  return name.trim().toLocaleLowerCase('es');
}

/**
 * The name for a newly drawn area ("Zona 3"): numbered after the areas shown, skipping numbers
 * already taken so names stay distinct (spec part 1 §5).
 */
export function nextZoneName(areas: DeliveryArea[], nameFor: (number: number) => string): string {
  const shown = areas.filter(isShown);
  const taken = new Set(shown.map((area) => comparableName(area.name)));
  let number = shown.length + 1;
  while (taken.has(comparableName(nameFor(number)))) number += 1;
  return nameFor(number);
}

/** Indexes (into `areas`) of shown areas whose name another shown area also uses. */
export function duplicateNameIndexes(areas: DeliveryArea[]): Set<number> {
  const indexesByName = new Map<string, number[]>();
  areas.forEach((area, index) => {
    const name = comparableName(area.name);
    if (!isShown(area) || name === '') return;
    indexesByName.set(name, [...(indexesByName.get(name) ?? []), index]);
  });
  return new Set([...indexesByName.values()].filter((indexes) => indexes.length > 1).flat());
}
