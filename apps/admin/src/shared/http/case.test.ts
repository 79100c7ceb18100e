import { describe, expect, it } from 'vitest';
import { camelizeKeys, snakeizeKeys } from './case.js';

describe('wire case conversion (API.md "JSON")', () => {
  it('turns snake_case answers into camelCase, deeply, arrays included', () => {
    expect(
      camelizeKeys({
        total_count: 2,
        data: [{ store_ids: [1, 2], business_hours: [{ opening_time: '09:00', _destroy: false }] }],
      }),
    ).toEqual({
      totalCount: 2,
      data: [{ storeIds: [1, 2], businessHours: [{ openingTime: '09:00', destroy: false }] }],
    });
  });

  it('sends camelCase as snake_case, with destroy as _destroy', () => {
    expect(snakeizeKeys({ grantType: 'refresh_token', businessHours: [{ id: 3, destroy: true }] })).toEqual({
      grant_type: 'refresh_token',
      business_hours: [{ id: 3, _destroy: true }],
    });
  });

  it('round-trips the wire names of the spec, provider names with versions included', () => {
    const wire = {
      pedidos_ya_v3: true,
      uber_daas: false,
      expiration_time: 1,
      next_page: null,
      delivery_areas: [{ kind: 'zone', points: [{ latitude: -33.4, longitude: -70.6 }] }],
    };
    expect(snakeizeKeys(camelizeKeys(wire))).toEqual(wire);
  });

  it('leaves values alone: strings with underscores, dates, nulls', () => {
    const when = new Date('2026-11-22T12:00:00Z');
    expect(camelizeKeys({ grant_type: 'refresh_token', at: when, note: null })).toEqual({
      grantType: 'refresh_token',
      at: when,
      note: null,
    });
  });
});
