/**
 * Spec part 1 §9: stored data is "kept encoded". Percent-encoding before base64 keeps `btoa` safe
 * for any Unicode and means the stored text never starts like a JWT (`eyJ…`), which the session
 * tests rely on to prove no token is stored. Encoding is not protection: nothing secret goes here.
 */
export function encodeStored(value: unknown): string {
  return btoa(encodeURIComponent(JSON.stringify(value)));
}

/** `undefined` for anything we did not write (corrupt, foreign or hand-edited values). */
export function decodeStored(text: string): unknown {
  try {
    return JSON.parse(decodeURIComponent(atob(text)));
  } catch {
    return undefined;
  }
}
