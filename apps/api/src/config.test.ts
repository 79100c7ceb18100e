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

describe('S3 storage', () => {
  const keys = { S3_ACCESS_KEY_ID: 'AKIAEXAMPLE', S3_SECRET_ACCESS_KEY: 'secreto' };

  it('is off without S3_BUCKET: pictures stay on the local disk', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('defaults to AWS in the region, addressed by virtual host', () => {
    expect(loadConfig({ S3_BUCKET: 'fotos', S3_REGION: 'sa-east-1', ...keys }).s3).toEqual({
      endpoint: 'https://s3.sa-east-1.amazonaws.com',
      bucket: 'fotos',
      region: 'sa-east-1',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'secreto',
      forcePathStyle: false,
    });
  });

  it('takes another S3-compatible endpoint with path-style addressing', () => {
    const s3 = loadConfig({
      S3_BUCKET: 'fotos',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
      ...keys,
    }).s3;
    expect(s3).toMatchObject({ endpoint: 'http://minio:9000', region: 'us-east-1', forcePathStyle: true });
  });

  it.each([
    [{ S3_ENDPOINT: 'http://minio:9000', ...keys }, /S3_BUCKET/],
    [{ S3_BUCKET: 'fotos', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' }, /S3_SECRET_ACCESS_KEY/],
    [{ S3_BUCKET: 'Fotos_Malas', ...keys }, /bucket name/],
    [{ S3_BUCKET: 'fotos', S3_ENDPOINT: 'minio:9000', ...keys }, /S3_ENDPOINT/],
    [{ S3_BUCKET: 'fotos', S3_FORCE_PATH_STYLE: 'yes', ...keys }, /S3_FORCE_PATH_STYLE/],
  ])('refuses a half or wrong configuration at start-up (%o)', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
