import { describe, expect, it } from 'vitest';
import { countrySettings } from '../tenants/countries.js';
import { defaultSettings, resolveSettingsWrite } from './settings-write.js';

const current = defaultSettings('Burger Demo');
const resolve = (body: unknown) => resolveSettingsWrite(body, current, countrySettings('cl'));
const errorsOf = (body: unknown) => {
  const result = resolve(body);
  return 'errors' in result ? result.errors : [];
};

describe('resolveSettingsWrite', () => {
  it('changes only what is sent, groups merged key by key', () => {
    const result = resolve({
      general: { free_delivery: { minimum_value: 2_500_000 } },
      design: { colors: { primary: '#0A7C3E' } },
    });
    expect(result).toEqual({
      state: {
        ...current,
        general: {
          ...current.general,
          free_delivery: { minimum_value: 2_500_000, enabled_for_external_delivery: false },
        },
        design: { ...current.design, colors: { ...current.design.colors, primary: '#0A7C3E' } },
      },
    });
  });

  it('ignores what a GET adds, so a GET sent back changes nothing', () => {
    const view = {
      ...current,
      design: { ...current.design, primary_logo: { id: 3, url: 'x', width: 1, height: 1 } },
      consolidation_report: 'monthly',
      loyalty_available: true,
      updated_at: null,
    };
    expect(resolve(view)).toEqual({ state: current });
  });

  it.each([
    ['a negative delivery price', { general: { delivery_price: -1 } }, 'general.delivery_price'],
    ['money with decimals', { general: { delivery_price: 10.5 } }, 'general.delivery_price'],
    [
      'min above max for delivery',
      { general: { min_price_for_delivery: 900, max_price_for_delivery: 100 } },
      'general.min_price_for_delivery',
    ],
    [
      'a dynamic price without a km price',
      { general: { dynamic_delivery_price: { enabled: true } } },
      'general.dynamic_delivery_price.km_price',
    ],
    [
      'future orders beyond 60 days',
      { general: { max_days_available_future_order: 61 } },
      'general.max_days_available_future_order',
    ],
    [
      'a WhatsApp number of another country',
      { general: { whatsapp_number: '+5215512345678' } },
      'general.whatsapp_number',
    ],
    [
      'a malformed restaurant e-mail',
      { general: { restaurant_email: 'pedidos@' } },
      'general.restaurant_email',
    ],
    [
      'a Google Analytics id of another shape',
      { general: { analytics: { google_analytics_id: 'G_123' } } },
      'general.analytics.google_analytics_id',
    ],
    ['a colour that is not hex', { design: { colors: { primary: 'red' } } }, 'design.colors.primary'],
    ['an unknown font', { design: { fonts: { heading: 'Comic Sans' } } }, 'design.fonts.heading'],
    ['an empty commerce name', { design: { commerce_name: '  ' } }, 'design.commerce_name'],
    [
      'an Instagram link to another site',
      { design: { social: { instagram: 'https://example.com/burger' } } },
      'design.social.instagram',
    ],
    [
      'a social link over http',
      { design: { social: { facebook: 'http://facebook.com/burger' } } },
      'design.social.facebook',
    ],
    ['an unknown template', { template_id: 'retro' }, 'template_id'],
    [
      'a loyalty percentage outside its bounds',
      { loyalty: { percentage: 60, max_percentage: 50 } },
      'loyalty.percentage',
    ],
    [
      'loyalty min redeem above max',
      { loyalty: { min_redeem: 9_000, max_redeem: 100 } },
      'loyalty.min_redeem',
    ],
    ['a loyalty reward of 0', { loyalty: { reward: 0 } }, 'loyalty.reward'],
    ['gift cards beyond 90 days', { loyalty: { gift_card_days: 91 } }, 'loyalty.gift_card_days'],
    ['an unknown field', { general: { delivery_fee: 1 } }, 'general.delivery_fee'],
  ])('refuses %s', (_name, body, field) => {
    expect(errorsOf(body).map((e) => e.field)).toEqual([field]);
  });

  it('takes a Chilean WhatsApp number, links on the network (x.com for twitter) and equal min and max', () => {
    expect(
      errorsOf({
        general: {
          whatsapp_number: '+56912345678',
          min_price_for_delivery: 500,
          max_price_for_delivery: 500,
        },
        design: { social: { twitter: 'https://x.com/burger', tripadvisor: 'https://www.tripadvisor.cl/x' } },
      }),
    ).toEqual([]);
  });

  it('refuses a body that is not an object', () => {
    expect(errorsOf([1])).toEqual([{ field: 'body', message: 'El campo body es inválido' }]);
  });
});
