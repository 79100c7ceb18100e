/** The delivery channels a menu is published to and imported from (issue 5, part 1 §7). */
export const menuChannels = ['uber_eats', 'rappi', 'didi_food'] as const;
export type MenuChannel = (typeof menuChannels)[number];

export const channelNames: Record<MenuChannel, string> = {
  uber_eats: 'Uber Eats',
  rappi: 'Rappi',
  didi_food: 'DiDi Food',
};
