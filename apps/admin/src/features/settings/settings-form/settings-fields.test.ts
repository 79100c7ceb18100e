import { describe, expect, it } from 'vitest';
import { settingsFixture } from './settings.fixture.js';
import { formValuesOf, settingsPatch, settingsStateOf } from './settings-fields.js';

const fields = {
  'general.deliveryPrice': 'money',
  'general.minPriceForDelivery': 'money',
  'general.freeDelivery.minimumValue': 'money',
  'general.freeDelivery.enabledForExternalDelivery': 'switch',
  'general.maxFutureOrdersPerStore': 'count',
  'general.restaurantEmail': 'text',
  'design.colors.primary': 'required',
  'design.primaryLogoId': 'picture',
  staticMenu: 'switch',
} as const;

describe('settings form values', () => {
  const settings = {
    ...settingsFixture(),
    design: {
      ...settingsFixture().design,
      primaryLogo: { id: 7, url: '/logo.png', width: 400, height: 120 },
      primaryLogoId: 7,
    },
  };
  const saved = formValuesOf(settings, fields);

  it('shows money in currency units, blanks as empty and a logo as its picture', () => {
    expect(saved).toMatchObject({
      'general.deliveryPrice': 0,
      'general.minPriceForDelivery': '',
      'general.maxFutureOrdersPerStore': 10,
      'general.restaurantEmail': '',
      'design.primaryLogoId': { id: 7, url: '/logo.png', width: 400, height: 120 },
      staticMenu: false,
    });
  });

  it('patches only the fields that changed, nested and in wire spelling, money in minor units', () => {
    const patch = settingsPatch(fields, saved, {
      ...saved,
      'general.freeDelivery.minimumValue': 25_000,
      'general.restaurantEmail': '  ',
      'design.colors.primary': '#0A7C3E',
      'design.primaryLogoId': null,
      staticMenu: true,
    });
    expect(patch).toEqual({
      general: { free_delivery: { minimum_value: 2_500_000 } },
      design: { colors: { primary: '#0A7C3E' }, primary_logo_id: null },
      static_menu: true,
    });
  });

  it('sends nothing when nothing changed, a blank text included', () => {
    expect(settingsPatch(fields, saved, { ...saved, 'general.restaurantEmail': ' ' })).toEqual({});
  });

  it('gives the settings as kept, without what a GET adds', () => {
    const state = settingsStateOf(settings);
    expect(state).not.toHaveProperty('loyalty_available');
    expect(state.design).not.toHaveProperty('primary_logo');
    expect(state.design.primary_logo_id).toBe(7);
    expect(state.general.free_delivery).toEqual({
      minimum_value: null,
      enabled_for_external_delivery: false,
    });
  });
});
