import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictures } from '../../src/db/schema/index.js';
import { FileTokens, fileLinkMessages } from '../../src/modules/pictures/file-tokens.js';
import { pictureImageMessages } from '../../src/modules/pictures/picture-image.js';
import {
  createPicture,
  filesOnDisk,
  imageOf,
  putFile,
} from '../../src/modules/pictures/pictures.test-helpers.js';
import { uploadAreas } from '../../src/modules/stores/delivery-areas/delivery-areas.test-helpers.js';
import { fixture } from '../../src/modules/stores/delivery-areas/fixtures/fixtures.js';
import {
  createStore,
  expectUnchanged,
  type StoreJson,
} from '../../src/modules/stores/stores.test-helpers.js';
import { pngBomb } from '../fakes/png-bombs.js';
import { type Client, startTestApp, superAdmin, type TestContext } from '../harness.js';

/**
 * What a hostile upload costs the server: each is refused within a second, and the process's
 * resident memory (RSS of this process, which runs the app in-process: sampled every 2 ms while
 * the request runs, peak minus the value just before) grows by less than 100 MB. The cases
 * themselves (and that nothing is stored) are in the pictures and delivery areas bad-upload tests;
 * these are the costly ones, measured. Each is sent twice; the figures print.
 */
const SECOND_MS = 1000;
const MAX_GROWTH_MB = 100;
const MB = 1024 * 1024;

let ctx: TestContext;
let admin: Client;
let store: StoreJson;
const figures: { case: string; status: number; ms: number[]; rssGrowthMb: number[] }[] = [];

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await superAdmin(ctx, ctx.alpha);
  store = await createStore(admin, ctx.alpha);
});
afterAll(async () => {
  console.table(figures.map((f) => ({ ...f, ms: f.ms.join(' / '), rssGrowthMb: f.rssGrowthMb.join(' / ') })));
  await ctx?.close();
});

async function measured(name: string, send: () => Promise<LightMyRequestResponse>) {
  const ms: number[] = [];
  const growth: number[] = [];
  let response: LightMyRequestResponse | undefined;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const before = process.memoryUsage.rss();
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 2);
    const started = performance.now();
    response = await send();
    ms.push(Math.round(performance.now() - started));
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage.rss());
    growth.push(Math.round((peak - before) / MB));
  }
  const last = response as LightMyRequestResponse;
  figures.push({ case: name, status: last.statusCode, ms, rssGrowthMb: growth });
  expect(Math.min(...ms), `${name}: milliseconds`).toBeLessThan(SECOND_MS);
  expect(Math.max(...growth), `${name}: RSS growth in MB`).toBeLessThan(MAX_GROWTH_MB);
  return last;
}

describe('a picture upload', () => {
  const svgWithScript = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>fetch("/api/admin/v1/admin_users")</script></svg>',
  );

  it.each([
    // A valid IHDR of 50 000 × 50 000 (2.5 gigapixels) and a tiny IDAT.
    [
      'a 50 000 × 50 000 PNG with a 1 KB image stream',
      () => pngBomb(50_000, 50_000, 1024),
      422,
      pictureImageMessages.tooManyPixels,
    ],
    // The same header over ~1.4 MB of deflate that inflates to 1.4 GB of zeros.
    [
      'a 50 000 × 50 000 PNG whose 1.4 MB stream inflates to 1.4 GB',
      () => pngBomb(50_000, 50_000, 1400 * MB),
      422,
      pictureImageMessages.tooManyPixels,
    ],
    [
      'an 8 000 × 8 000 PNG (64 MP) of zeros, 60 KB',
      () => pngBomb(8000, 8000, 8000 * 8001),
      422,
      pictureImageMessages.tooManyPixels,
    ],
    ['an SVG with a script', async () => svgWithScript, 415, undefined],
    ['random bytes over 1.5 MB', async () => Buffer.alloc(2 * MB, 7), 413, undefined],
  ] as const)('%s: refused, nothing stored', async (name, bytes, status, message) => {
    const file = await bytes();
    expect(file.length).toBeLessThanOrEqual(name.includes('1.5 MB') ? 2 * MB : 1.5 * MB);
    const response = await measured(name, async () => {
      const ticket = await createPicture(admin);
      return putFile(ctx, ticket.uploadPath, file);
    });
    expect(response.statusCode, response.body).toBe(status);
    if (message) expect(response.json().message).toBe(message);
    expect(await filesOnDisk(ctx)).toEqual([]);
  });

  it('a reused upload URL: refused, the first file stays', async () => {
    const ticket = await createPicture(admin);
    expect((await putFile(ctx, ticket.uploadPath, await imageOf('png'))).statusCode).toBe(200);
    const stored = await filesOnDisk(ctx);
    const png = await imageOf('png', 1000, 800);
    const response = await measured('a reused upload URL', () => putFile(ctx, ticket.uploadPath, png));
    expect(response.json()).toEqual({ code: 1004, message: fileLinkMessages.used });
    expect(await filesOnDisk(ctx)).toEqual(stored);
    await admin.delete(`/api/admin/v1/pictures/${ticket.id}`);
  });

  it('an expired upload URL: refused, nothing stored', async () => {
    const ticket = await createPicture(admin);
    const [row] = await ctx.db.withTenant(ctx.alpha.id, (tx) =>
      tx
        .select({ nonce: pictures.uploadNonce })
        .from(pictures)
        .where(and(eq(pictures.tenantId, ctx.alpha.id), eq(pictures.id, ticket.id))),
    );
    const expired = new FileTokens(ctx.config.filesSigningKey as string).issue({
      kind: 'put',
      tenantId: ctx.alpha.id,
      pictureId: ticket.id,
      nonce: row?.nonce as string,
      actorId: null,
      exp: Math.floor(Date.now() / 1000) - 1,
    });
    const png = await imageOf('png', 1000, 800);
    const stored = await filesOnDisk(ctx);
    const response = await measured('an expired upload URL', () =>
      putFile(ctx, `/api/files/v1/uploads/${expired}`, png),
    );
    expect(response.json()).toEqual({ code: 1004, message: fileLinkMessages.expired });
    expect(await filesOnDisk(ctx)).toEqual(stored);
  });
});

describe('a delivery areas import', () => {
  const zones = fixture('santiago-zones.kml');
  it.each([
    ['a KML with an external entity (XXE)', () => fixture('xxe.kml'), 422],
    ['a KML with a billion laughs', () => fixture('billion-laughs.kml'), 422],
    ['a KMZ (zip) named .kml', () => fixture('zones-kmz.kml'), 415],
    ['a KML over 1.5 MB', () => Buffer.concat([zones, Buffer.from(`<!-- ${'x'.repeat(2 * MB)} -->`)]), 413],
  ] as const)('%s: refused, nothing changed', async (name, file, status) => {
    const content = file();
    await expectUnchanged(ctx, ctx.alpha, admin, store.id, async () => {
      const response = await measured(name, () => uploadAreas(admin, store.id, content));
      expect(response.statusCode, response.body).toBe(status);
    });
  });
});
