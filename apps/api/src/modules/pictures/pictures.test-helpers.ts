import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { expect } from 'vitest';
import { startFakeS3 } from '../../../test/fakes/s3/fake-s3.js';
import type { Client, TestContext } from '../../../test/harness.js';
import type { AppConfig } from '../../config.js';

/** A real image of the given format, with a pattern so re-encoding has something to keep. */
export function imageOf(format: 'png' | 'jpeg' | 'webp' | 'gif', width = 640, height = 480) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .composite([
      {
        input: {
          create: {
            width: Math.ceil(width / 2),
            height: Math.ceil(height / 2),
            channels: 3,
            background: '#2060c0',
          },
        },
        left: 0,
        top: 0,
      },
    ])
    .toFormat(format)
    .toBuffer();
}

/** POST /pictures; the upload URL as a path the test app can be injected with. */
export async function createPicture(admin: Client, name = 'Hamburguesa doble') {
  const response = await admin.post('/api/admin/v1/pictures', { name, type: 'image/png', category: 'photo' });
  expect(response.statusCode, response.body).toBe(201);
  const ticket = response.json() as { id: number; upload_url: string; expires_at: string };
  return { ...ticket, uploadPath: new URL(ticket.upload_url).pathname };
}

/** The PUT a browser makes to the signed URL: no session, no tenant header. */
export function putFile(ctx: TestContext, uploadPath: string, bytes: Buffer, contentType = 'image/png') {
  return ctx.app.inject({
    method: 'PUT',
    url: uploadPath,
    headers: { 'content-type': contentType },
    payload: bytes,
  });
}

export function getFile(ctx: TestContext, url: string) {
  return ctx.app.inject({ method: 'GET', url: new URL(url).pathname });
}

/** Every file the local store holds, relative to its root. */
export async function filesOnDisk(ctx: TestContext): Promise<string[]> {
  const root = path.join(ctx.config.dataDir, 'files');
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch {
    return [];
  }
}

/** A place the pictures tests run against: what the app is configured with, and what it holds. */
export interface PictureStorage {
  overrides: Partial<AppConfig>;
  /** Every stored file's key (`tenants/1/pictures/2/original.png`), sorted. */
  storedFiles(ctx: TestContext): Promise<string[]>;
  stop(): Promise<void>;
}

/** The stores the pictures routes are tested on: the local disk, and an S3 bucket (a local fake). */
export const pictureStorages: { name: string; start(): Promise<PictureStorage> }[] = [
  {
    name: 'the local disk',
    start: async () => ({ overrides: {}, storedFiles: filesOnDisk, stop: async () => {} }),
  },
  {
    name: 'an S3 bucket',
    async start() {
      const s3 = await startFakeS3();
      return {
        overrides: { s3: s3.settings },
        async storedFiles(ctx) {
          // Nothing may land on the disk when a bucket is configured.
          expect(await filesOnDisk(ctx)).toEqual([]);
          return s3.keys();
        },
        stop: () => s3.close(),
      };
    },
  },
];

/** A picture of the tenant with its file uploaded (status ready), 640×480 unless sized; answers its id. */
export async function uploadedPicture(
  ctx: TestContext,
  client: Client,
  name = 'Hamburguesa',
  size: { width: number; height: number } = { width: 640, height: 480 },
) {
  const ticket = await createPicture(client, name);
  const put = await putFile(ctx, ticket.uploadPath, await imageOf('png', size.width, size.height));
  expect(put.statusCode, put.body).toBe(200);
  return ticket.id;
}
