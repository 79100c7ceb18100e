import { normalisePolygon, type StoreState } from '@tablero/domain';
import type { DeliveryAreaDraft } from './delivery-area.js';
import { invalidFile } from './import-errors.js';

type StoredArea = StoreState['delivery_areas'][number];

const nameKey = (name: string) => name.trim().toLocaleLowerCase('es');

const sameShape = (stored: StoredArea, draft: DeliveryAreaDraft) =>
  stored.kind === draft.kind &&
  JSON.stringify(stored.points) === JSON.stringify(normalisePolygon(draft.points));

export const lockedClash = (names: string[]) =>
  invalidFile(
    names.length === 1
      ? `La zona "${names[0]}" del archivo tiene el nombre de una zona bloqueada de la tienda`
      : `Las zonas ${names.map((n) => `"${n}"`).join(', ')} del archivo tienen el nombre de zonas bloqueadas de la tienda`,
  );

export interface ImportBody {
  delivery_areas: Record<string, unknown>[];
  /** For each item of `delivery_areas`, the file's area it came from (undefined: a deletion). */
  sources: (DeliveryAreaDraft | undefined)[];
}

/**
 * The PATCH body of an import: every unlocked area deleted, the file's areas created. Locked
 * areas stay; the file may carry them as they are (an exported file does) and they are skipped,
 * but a file area with a locked area's name and another shape or kind is a clash. Fees are not
 * in the files, so a zone keeps the fee of the zone of the same name it replaces.
 */
export function importBody(current: readonly StoredArea[], drafts: readonly DeliveryAreaDraft[]): ImportBody {
  const locked = new Map(current.filter((a) => a.locked).map((a) => [nameKey(a.name), a]));
  const fees = new Map(
    current.filter((a) => !a.locked && a.kind === 'zone').map((a) => [nameKey(a.name), a.delivery_fee]),
  );
  const clashes: string[] = [];
  const created = drafts.filter((draft) => {
    const stored = locked.get(nameKey(draft.name));
    if (stored && !sameShape(stored, draft)) clashes.push(draft.name);
    return !stored;
  });
  if (clashes.length > 0) throw lockedClash(clashes);
  const destroyed = current.filter((a) => !a.locked && a.id !== undefined);
  return {
    delivery_areas: [
      ...destroyed.map((a) => ({ id: a.id, _destroy: true })),
      ...created.map((d) => ({
        ...d,
        delivery_fee: d.kind === 'zone' ? (fees.get(nameKey(d.name)) ?? null) : null,
      })),
    ],
    sources: [...destroyed.map(() => undefined), ...created],
  };
}
