import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('MAP_TILE_URL', () => {
  it('defaults to the OpenStreetMap tiles', () => {
    expect(loadConfig({}).mapTileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
  });

  it('turns tiles off with "none" (offline installs and tests)', () => {
    expect(loadConfig({ MAP_TILE_URL: 'none' }).mapTileUrl).toBeNull();
  });

  it('takes another provider’s template', () => {
    const url = 'https://{s}.tiles.example.cl/{z}/{x}/{y}@2x.png';
    expect(loadConfig({ MAP_TILE_URL: url }).mapTileUrl).toBe(url);
  });

  it.each([
    'tiles.example.cl/{z}/{x}/{y}.png',
    'https://tiles.example.cl/map.png',
    'javascript:alert(1)/{z}/{x}/{y}',
  ])('refuses %s at start-up', (url) => {
    expect(() => loadConfig({ MAP_TILE_URL: url })).toThrow(/MAP_TILE_URL/);
  });
});
