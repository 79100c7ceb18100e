import { describe, expect, it } from 'vitest';
import { hiddenBannersEntry, hiddenUntil, isHidden, visibleBanners } from './banner-visibility.js';

const now = new Date('2025-03-01T12:00:00.000Z');
const later = (days: number) => new Date(now.getTime() + days * 24 * 60 * 60 * 1000);

describe('informative banners (spec part 1 §4)', () => {
  it('postpone hides a banner for one week', () => {
    const hidden = { promo: hiddenUntil('postpone', now) };
    expect(isHidden(hidden, 'promo', later(6.9))).toBe(true);
    expect(isHidden(hidden, 'promo', later(7))).toBe(false);
  });

  it('delete hides a banner for one year', () => {
    const hidden = { promo: hiddenUntil('delete', now) };
    expect(isHidden(hidden, 'promo', later(364))).toBe(true);
    expect(isHidden(hidden, 'promo', later(365))).toBe(false);
  });

  it('hides only the banner that was dismissed', () => {
    const banners = [{ id: 'a' }, { id: 'b' }];
    expect(visibleBanners(banners, { a: hiddenUntil('postpone', now) }, now)).toEqual([{ id: 'b' }]);
  });

  it('shows a banner whose stored date is unreadable', () => {
    expect(isHidden({ promo: 'not a date' }, 'promo', now)).toBe(false);
  });

  it('reads back only a stored map of banner ids to instants', () => {
    const read = (value: unknown) => hiddenBannersEntry.schema.safeParse(value);
    expect(read({ promo: '2025-03-08T12:00:00.000Z' })).toEqual({
      success: true,
      data: { promo: '2025-03-08T12:00:00.000Z' },
    });
    for (const value of [null, 'promo', ['promo'], { promo: 7 }]) expect(read(value).success).toBe(false);
  });
});
