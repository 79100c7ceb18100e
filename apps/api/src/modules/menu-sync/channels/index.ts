import type { MenuChannel } from '@tablero/domain';
import type { ChannelAdapter } from './channel-adapter.js';
import { didiFoodAdapter } from './didi-food.js';
import { rappiAdapter } from './rappi.js';
import { uberEatsAdapter } from './uber-eats.js';

export const channelAdapters: Record<MenuChannel, ChannelAdapter> = {
  uber_eats: uberEatsAdapter as ChannelAdapter,
  rappi: rappiAdapter as ChannelAdapter,
  didi_food: didiFoodAdapter as ChannelAdapter,
};
