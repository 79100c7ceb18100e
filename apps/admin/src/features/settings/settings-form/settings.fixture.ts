import { defaultSettings } from '@tablero/domain';
import { camelizeKeys } from '../../../shared/http/index.js';
import type { Settings } from '../api.js';

/** `GET /settings` of a brand that has saved nothing yet, as the console reads it. */
export function settingsFixture(): Settings {
  const state = defaultSettings('Burger Demo');
  return camelizeKeys<Settings>({
    ...state,
    design: {
      ...state.design,
      primary_logo: null,
      secondary_logo: null,
      favicon: null,
      animation_loader: null,
    },
    consolidation_report: null,
    loyalty_available: false,
    updated_at: null,
  });
}
