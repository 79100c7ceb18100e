export const paymentsUrl = () => '/payments';
/** The spec's `/payments/{id}`: a week, as `2026-48`. */
export const paymentWeekRoute = () => '/payments/:id';
export const paymentWeekUrl = (year: number, week: number) =>
  `/payments/${year}-${String(week).padStart(2, '0')}`;

/** The year and week of a `/payments/{id}`, or null for an id that names none. */
export function weekOfId(id: string | undefined): { year: number; week: number } | null {
  const match = /^(\d{4})-(\d{1,2})$/.exec(id ?? '');
  if (!match) return null;
  const [year, week] = [Number(match[1]), Number(match[2])];
  return week >= 1 && week <= 53 ? { year, week } : null;
}
