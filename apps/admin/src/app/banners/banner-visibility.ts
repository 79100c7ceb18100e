import { defineEntry } from '../../shared/storage/index.js';

/** Spec part 1 §4: "postpone hides for one week, delete hides for one year". */
export const HIDE_DAYS = { postpone: 7, delete: 365 } as const;
export type BannerDismissal = keyof typeof HIDE_DAYS;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Hide-until instants (ISO 8601) per banner id, kept in the tenant's local storage. */
export type HiddenBanners = Record<string, string>;

/** A hand-written check: zod would be the heaviest part of the shell that every page loads. */
const hiddenBannersShape = {
  safeParse(value: unknown) {
    const valid =
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      Object.values(value).every((until) => typeof until === 'string');
    return valid ? { success: true as const, data: value as HiddenBanners } : { success: false as const };
  },
};
export const hiddenBannersEntry = defineEntry<HiddenBanners>(
  'informativeBannersHiddenUntil',
  hiddenBannersShape,
  {},
);

export function hiddenUntil(dismissal: BannerDismissal, now: Date): string {
  return new Date(now.getTime() + HIDE_DAYS[dismissal] * DAY_MS).toISOString();
}

/** An unreadable date shows the banner again rather than hiding it forever. */
export function isHidden(hidden: HiddenBanners, id: string, now: Date): boolean {
  const until = Date.parse(hidden[id] ?? '');
  return !Number.isNaN(until) && until > now.getTime();
}

export function visibleBanners<T extends { id: string }>(
  banners: readonly T[],
  hidden: HiddenBanners,
  now: Date,
): T[] {
  return banners.filter((banner) => !isHidden(hidden, banner.id, now));
}
