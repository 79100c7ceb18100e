import { AwsClient } from 'aws4fetch';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeS3, startFakeS3 } from '../../test/fakes/s3/fake-s3.js';
import { S3FileStore, S3RequestError } from './s3-file-store.js';

let s3: FakeS3;
let store: S3FileStore;

beforeAll(async () => {
  s3 = await startFakeS3();
  store = new S3FileStore(s3.settings);
});
afterAll(() => s3?.close());

describe('the S3 file store', () => {
  it('keeps an object, serves it with the type of its extension, and deletes it', async () => {
    const key = 'tenants/1/pictures/2/original.png';
    await store.put(key, Buffer.from('png bytes'), 'image/png');
    expect(s3.keys()).toContain(key);
    expect(await store.get(key)).toEqual({ bytes: Buffer.from('png bytes'), contentType: 'image/png' });
    await store.delete(key);
    expect(s3.keys()).not.toContain(key);
    expect(await store.get(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
    expect(s3.log.slice(-5)).toEqual([
      `PUT /tablero-test/${key} → 200`,
      `GET /tablero-test/${key} → 200`,
      `DELETE /tablero-test/${key} → 204`,
      `GET /tablero-test/${key} → 404`,
      `DELETE /tablero-test/${key} → 204`,
    ]);
  });

  it('is refused by the bucket when signed with a wrong secret, and stores nothing', async () => {
    const wrong = new S3FileStore({ ...s3.settings, secretAccessKey: `${s3.settings.secretAccessKey}x` });
    const key = 'tenants/1/pictures/3/original.png';
    const error = await wrong.put(key, Buffer.from('x'), 'image/png').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(S3RequestError);
    expect(error).toMatchObject({ status: 403, s3Code: 'SignatureDoesNotMatch' });
    await expect(wrong.get(key)).rejects.toMatchObject({ status: 403, s3Code: 'SignatureDoesNotMatch' });
    expect(s3.keys()).not.toContain(key);
  });

  it('is refused with an unknown access key or another region', async () => {
    const key = 'tenants/1/pictures/4/original.png';
    const stranger = new S3FileStore({ ...s3.settings, accessKeyId: 'AKIANOBODY' });
    await expect(stranger.put(key, Buffer.from('x'), 'image/png')).rejects.toMatchObject({
      s3Code: 'InvalidAccessKeyId',
    });
    const elsewhere = new S3FileStore({ ...s3.settings, region: 'us-west-2' });
    await expect(elsewhere.put(key, Buffer.from('x'), 'image/png')).rejects.toMatchObject({
      s3Code: 'AuthorizationHeaderMalformed',
    });
    expect(s3.keys()).not.toContain(key);
  });

  it('names the missing bucket in its error', async () => {
    const other = new S3FileStore({ ...s3.settings, bucket: 'no-such-bucket' });
    await expect(other.get('tenants/1/a.png')).rejects.toThrow(
      /GET tenants\/1\/a\.png answered 404 NoSuchBucket/,
    );
  });

  it.each([
    '../outside.png',
    'tenants/1/../../outside.png',
    'tenants//1/a.png',
    'Tenants/1/a.png',
  ])('refuses the key %s before any request', async (key) => {
    const before = s3.log.length;
    await expect(store.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(/unsafe file key/);
    await expect(store.get(key)).rejects.toThrow(/unsafe file key/);
    expect(s3.log.length).toBe(before);
  });

  it('addresses the bucket as a virtual host unless path style is forced', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      urls.push(request.url);
      return new Response(null, { status: 204 });
    });
    try {
      const aws = { ...s3.settings, endpoint: 'https://s3.sa-east-1.amazonaws.com', forcePathStyle: false };
      await new S3FileStore(aws).delete('tenants/1/a.png');
      await new S3FileStore({ ...aws, endpoint: 'http://minio:9000/base/', forcePathStyle: true }).delete(
        'tenants/1/a.png',
      );
    } finally {
      vi.unstubAllGlobals();
    }
    expect(urls).toEqual([
      'https://tablero-test.s3.sa-east-1.amazonaws.com/tenants/1/a.png',
      'http://minio:9000/base/tablero-test/tenants/1/a.png',
    ]);
  });

  it('refuses a key whose extension says another type than the one given', async () => {
    await expect(store.put('tenants/1/a.png', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(
      /does not match/,
    );
  });
});

describe('the fake S3 server', () => {
  const client = () =>
    new AwsClient({
      accessKeyId: s3.settings.accessKeyId,
      secretAccessKey: s3.settings.secretAccessKey,
      service: 's3',
      region: s3.settings.region,
      retries: 0,
    });
  const url = (key: string) => `${s3.settings.endpoint}/${s3.settings.bucket}/${key}`;

  it('answers HeadObject with the object’s type and length, and 404 without a body when missing', async () => {
    await store.put('tenants/9/head.webp', Buffer.from('12345'), 'image/webp');
    const found = await client().fetch(url('tenants/9/head.webp'), { method: 'HEAD' });
    expect(found.status).toBe(200);
    expect(found.headers.get('content-type')).toBe('image/webp');
    expect(found.headers.get('content-length')).toBe('5');
    expect(found.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    const missing = await client().fetch(url('tenants/9/none.webp'), { method: 'HEAD' });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('');
  });

  it('refuses an unsigned request and a body that does not match its signed hash', async () => {
    const unsigned = await fetch(url('tenants/9/head.webp'));
    expect(unsigned.status).toBe(403);
    expect(await unsigned.text()).toContain('<Code>AccessDenied</Code>');
    const lying = await client().fetch(url('tenants/9/lie.png'), {
      method: 'PUT',
      body: 'other bytes',
      headers: { 'x-amz-content-sha256': 'a'.repeat(64) },
    });
    expect(lying.status).toBe(400);
    expect(await lying.text()).toContain('XAmzContentSHA256Mismatch');
    expect(s3.keys()).not.toContain('tenants/9/lie.png');
  });

  it('refuses a request signed too long ago (a replay)', async () => {
    const old = new Date(Date.now() - 20 * 60_000).toISOString().replace(/[:-]|\.\d{3}/g, '');
    const replayed = await client().fetch(url('tenants/9/head.webp'), { aws: { datetime: old } });
    expect(replayed.status).toBe(403);
    expect(await replayed.text()).toContain('RequestTimeTooSkewed');
  });
});
