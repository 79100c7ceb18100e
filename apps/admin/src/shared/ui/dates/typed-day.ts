/**
 * A day typed day first (`28-11-2026`, `28/11/2026`, `28.11.26`) or as the API writes it
 * (`2026-11-28`), as `YYYY-MM-DD`; null when it is no day of the calendar.
 */
export function dayOfTyped(typed: string): string | null {
  const text = typed.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const dayFirst = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})$/.exec(text);
  const parts = iso
    ? { year: Number(iso[1]), month: Number(iso[2]), day: Number(iso[3]) }
    : dayFirst
      ? {
          year: Number(dayFirst[3]) + ((dayFirst[3] ?? '').length === 2 ? 2000 : 0),
          month: Number(dayFirst[2]),
          day: Number(dayFirst[1]),
        }
      : null;
  if (!parts) return null;
  const date = new Date(Date.UTC(parts.year, parts.month - 1, parts.day));
  if (
    date.getUTCFullYear() !== parts.year ||
    date.getUTCMonth() !== parts.month - 1 ||
    date.getUTCDate() !== parts.day
  )
    return null;
  return date.toISOString().slice(0, 10);
}
