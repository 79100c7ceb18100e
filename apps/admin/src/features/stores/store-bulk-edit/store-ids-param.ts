/** The URL search parameter that carries the chosen stores (`?ids=1,2,3`). */
export const STORE_IDS_PARAM = 'ids';

/**
 * The store ids of `?ids=1,2,3`, in the order given, each once. Anything that is not a positive
 * id (a hand-edited or truncated link) is dropped rather than failing the page.
 */
export function parseStoreIds(text: string | null): number[] {
  if (!text) return [];
  const ids: number[] = [];
  for (const part of text.split(',')) {
    const trimmed = part.trim();
    if (!/^\d+$/.test(trimmed)) continue;
    const id = Number(trimmed);
    if (Number.isSafeInteger(id) && id > 0 && !ids.includes(id)) ids.push(id);
  }
  return ids;
}

/** `?ids=` back in the URL: the parameter's value, or null to remove it when nothing is chosen. */
export function formatStoreIds(ids: readonly number[]): string | null {
  return ids.length > 0 ? ids.join(',') : null;
}
