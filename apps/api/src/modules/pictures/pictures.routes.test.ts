import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, startTestApp, superAdmin, type TestContext, userWith } from '../../../test/harness.js';
import { auditOf } from '../stores/stores.test-helpers.js';
import {
  createPicture,
  getFile,
  imageOf,
  type PictureStorage,
  pictureStorages,
  putFile,
} from './pictures.test-helpers.js';

describe.each(pictureStorages)('pictures kept on $name', (storage) => {
  let ctx: TestContext;
  let admin: Client;
  let files: PictureStorage;

  beforeAll(async () => {
    files = await storage.start();
    ctx = await startTestApp(files.overrides);
    admin = await superAdmin(ctx, ctx.alpha);
  });
  afterAll(async () => {
    await ctx?.close();
    await files?.stop();
  });
  const storedFiles = () => files.storedFiles(ctx);

  describe('uploading a picture through its signed URL', () => {
    it.each([
      ['png', 'image/png'],
      ['jpeg', 'image/jpeg'],
      ['webp', 'image/webp'],
    ] as const)('stores a %s, serves it with its type and makes a 300×300 thumbnail', async (format, mime) => {
      const ticket = await createPicture(admin, `Foto ${format}`);
      expect(ticket.upload_url).toMatch(
        /^http:\/\/localhost(:\d+)?\/api\/files\/v1\/uploads\/[\w-]+\.[\w-]+$/,
      );
      const expiresIn = Date.parse(ticket.expires_at) - Date.now();
      expect(expiresIn).toBeGreaterThan(9 * 60_000);
      expect(expiresIn).toBeLessThanOrEqual(10 * 60_000);
      expect((await admin.get(`/api/admin/v1/pictures/${ticket.id}`)).json()).toMatchObject({
        status: 'pending',
        url: null,
        small_cropped_url: null,
      });

      const uploaded = await putFile(ctx, ticket.uploadPath, await imageOf(format), mime);
      expect(uploaded.statusCode, uploaded.body).toBe(200);

      const view = (await admin.get(`/api/admin/v1/pictures/${ticket.id}`)).json();
      expect(view).toMatchObject({
        id: ticket.id,
        name: `Foto ${format}`,
        type: mime,
        category: 'photo',
        status: 'ready',
        width: 640,
        height: 480,
      });
      const original = await getFile(ctx, view.url);
      expect(original.statusCode).toBe(200);
      expect(original.headers['content-type']).toBe(mime);
      expect(original.headers['cache-control']).toMatch(/^private, max-age=\d+, immutable$/);
      expect(original.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(original.headers['x-content-type-options']).toBe('nosniff');
      expect(await sharp(original.rawPayload).metadata()).toMatchObject({ format, width: 640, height: 480 });

      const thumbnail = await getFile(ctx, view.small_cropped_url);
      expect(thumbnail.headers['content-type']).toBe('image/webp');
      expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: 300,
        height: 300,
      });
    });

    it('strips the metadata of the original (EXIF of the camera, location)', async () => {
      const withExif = await sharp(await imageOf('jpeg'))
        .withExif({ IFD0: { Make: 'CamaraEspia', Copyright: 'secreto' } })
        .jpeg()
        .toBuffer();
      expect((await sharp(withExif).metadata()).exif).toBeDefined();
      const ticket = await createPicture(admin);
      expect((await putFile(ctx, ticket.uploadPath, withExif, 'image/jpeg')).statusCode).toBe(200);
      const view = (await admin.get(`/api/admin/v1/pictures/${ticket.id}`)).json();
      const stored = (await getFile(ctx, view.url)).rawPayload;
      expect((await sharp(stored).metadata()).exif).toBeUndefined();
      expect(stored.includes(Buffer.from('CamaraEspia'))).toBe(false);
    });

    it('records the creation and the upload in the audit log, as the user who asked for the URL', async () => {
      const ticket = await createPicture(admin, 'Auditada');
      await putFile(ctx, ticket.uploadPath, await imageOf('png'));
      const rows = await auditOf(ctx, ctx.alpha, 'picture', ticket.id);
      expect(rows.map((r) => r.action)).toEqual(['create', 'upload']);
      expect(rows[0]?.after).toMatchObject({ name: 'Auditada', status: 'pending' });
      expect(rows[1]?.after).toMatchObject({ status: 'ready', width: 640, height: 480 });
      expect(rows[1]?.adminUserId).toBe(rows[0]?.adminUserId);
      expect(rows[1]?.adminUserId).not.toBeNull();
      expect(JSON.stringify(rows)).not.toContain('/api/files/');
    });
  });

  describe('creating a picture', () => {
    it('requires a name and an image type, and knows only the photo category', async () => {
      const response = await admin.post('/api/admin/v1/pictures', {
        name: ' ',
        type: 'image/gif',
        category: 'logo',
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual([
        'name',
        'type',
        'category',
      ]);
    });

    it('takes image/jpg as the jpeg it is', async () => {
      const response = await admin.post('/api/admin/v1/pictures', {
        name: 'Jpg',
        type: 'image/jpg',
        category: 'photo',
      });
      expect(response.statusCode).toBe(201);
      expect((await admin.get(`/api/admin/v1/pictures/${response.json().id}`)).json().type).toBe(
        'image/jpeg',
      );
    });
  });

  describe('listing, reading and deleting', () => {
    it('lists the tenant’s pictures by page and category, never another tenant’s', async () => {
      const beta = await superAdmin(ctx, ctx.beta);
      const theirs = await createPicture(beta, 'De otro comercio');
      const mine = await createPicture(admin, 'Mía');
      const page = (await admin.get('/api/admin/v1/pictures?category=photo&limit=100')).json();
      const ids = page.data.map((p: { id: number }) => p.id);
      expect(ids).toContain(mine.id);
      expect(page.data.some((p: { name: string }) => p.name === 'De otro comercio')).toBe(false);
      expect(page.meta.total_count).toBe(ids.length);
      expect((await admin.get(`/api/admin/v1/pictures/${theirs.id}`)).statusCode).toBe(404);
      const paged = (await admin.get('/api/admin/v1/pictures?limit=1&page=2')).json();
      expect(paged.data).toHaveLength(1);
      expect(paged.meta.total_count).toBe(ids.length);
    });

    it('deletes the picture with its files, and its old URLs then answer 404', async () => {
      const ticket = await createPicture(admin, 'Para borrar');
      await putFile(ctx, ticket.uploadPath, await imageOf('png'));
      const view = (await admin.get(`/api/admin/v1/pictures/${ticket.id}`)).json();
      const folder = `tenants/${ctx.alpha.id}/pictures/${ticket.id}/`;
      expect((await storedFiles()).filter((f) => f.startsWith(folder))).toHaveLength(2);

      const deleted = await admin.delete(`/api/admin/v1/pictures/${ticket.id}`);
      expect(deleted.statusCode).toBe(200);
      expect((await storedFiles()).filter((f) => f.startsWith(folder))).toEqual([]);
      expect((await admin.get(`/api/admin/v1/pictures/${ticket.id}`)).statusCode).toBe(404);
      expect((await getFile(ctx, view.url)).statusCode).toBe(404);
      const audit = await auditOf(ctx, ctx.alpha, 'picture', ticket.id);
      expect(audit.at(-1)).toMatchObject({
        action: 'delete',
        before: expect.objectContaining({ name: 'Para borrar' }),
      });
    });

    it('refuses another tenant’s picture with 404 and leaves it alone', async () => {
      const beta = await superAdmin(ctx, ctx.beta);
      const theirs = await createPicture(beta);
      expect((await admin.delete(`/api/admin/v1/pictures/${theirs.id}`)).statusCode).toBe(404);
      expect((await beta.get(`/api/admin/v1/pictures/${theirs.id}`)).statusCode).toBe(200);
    });

    it('needs the products policy: 403 without it, reading with show only', async () => {
      const kitchen = await userWith(ctx, ctx.alpha, { roleNames: ['user kds'] });
      const refused = await kitchen.client.get('/api/admin/v1/pictures');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe(401);
      const chef = await userWith(ctx, ctx.alpha, { roleNames: ['admin kds'] });
      expect((await chef.client.get('/api/admin/v1/pictures')).statusCode).toBe(200);
      const create = await chef.client.post('/api/admin/v1/pictures', {
        name: 'x',
        type: 'image/png',
        category: 'photo',
      });
      expect(create.statusCode).toBe(403);
    });
  });
});
