/** Spec part 1 §5: uploads are limited to 1.5 MB; checked here so the user need not wait for the server. */
export const KML_MAX_BYTES = 1.5 * 1024 * 1024;

export type KmlFileProblem = 'notKml' | 'tooLarge';

export function kmlFileProblem(file: { name: string; size: number }): KmlFileProblem | null {
  if (!file.name.toLowerCase().endsWith('.kml')) return 'notKml';
  if (file.size > KML_MAX_BYTES) return 'tooLarge';
  return null;
}
