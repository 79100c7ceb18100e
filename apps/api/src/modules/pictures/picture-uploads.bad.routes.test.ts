import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, startTestApp, superAdmin, type TestContext } from '../../../test/harness.js';
import { pictures } from '../../db/schema/index.js';
import { auditOf } from '../stores/stores.test-helpers.js';
import { FileTokens, fileLinkMessages } from './file-tokens.js';
import { pictureImageMessages } from './picture-image.js';
import {
  createPicture,
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

  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
  );
  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  );
  const text = Buffer.from('Hola, esto no es una imagen.\n');

  async function rowOf(id: number) {
    const [row] = await ctx.db.withTenant(ctx.alpha.id, (tx) =>
      tx
        .select()
        .from(pictures)
        .where(and(eq(pictures.tenantId, ctx.alpha.id), eq(pictures.id, id))),
    );
    return row;
  }

  /** The upload failed as API.md says, and left no file, an unchanged row and a usable URL. */
  async function expectRefusedAndNothingStored(
    bytes: Buffer | Promise<Buffer>,
    contentType: string,
    expected: { status: number; code: number; message?: string },
  ) {
    const ticket = await createPicture(admin);
    const response = await putFile(ctx, ticket.uploadPath, await bytes, contentType);
    expect(response.statusCode, response.body).toBe(expected.status);
    expect(response.json().code).toBe(expected.code);
    if (expected.message) expect(response.json().message).toBe(expected.message);
    expect(await storedFiles()).toEqual([]);
    expect(await rowOf(ticket.id)).toMatchObject({
      status: 'pending',
      originalKey: null,
      smallCroppedKey: null,
    });
    expect((await auditOf(ctx, ctx.alpha, 'picture', ticket.id)).map((r) => r.action)).toEqual(['create']);
    return ticket;
  }

  describe('a lying, broken or oversized file', () => {
    it.each([
      ['a GIF', imageOf('gif'), 'image/gif'],
      ['an SVG', svg, 'image/svg+xml'],
      ['a PDF sent as a PNG', pdf, 'image/png'],
      ['a text file sent as a PNG', text, 'image/png'],
      ['random bytes sent as a JPEG', randomBytes(4096), 'image/jpeg'],
      ['a text file sent as text', text, 'text/plain'],
      ['JSON', Buffer.from('{"a":1}'), 'application/json'],
    ])('refuses %s with 415/1007', async (_name, bytes, contentType) => {
      await expectRefusedAndNothingStored(bytes, contentType, { status: 415, code: 1007 });
    });

    it('refuses a truncated JPEG with 422 on file', async () => {
      const jpeg = await imageOf('jpeg');
      await expectRefusedAndNothingStored(jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'image/jpeg', {
        status: 422,
        code: 1001,
        message: pictureImageMessages.undecodable,
      });
    });

    it('refuses an empty body with 422 on file', async () => {
      await expectRefusedAndNothingStored(Buffer.alloc(0), 'image/png', {
        status: 422,
        code: 1001,
        message: pictureImageMessages.empty,
      });
    });

    it('refuses a 2 MB file with 413/1006', async () => {
      const png = await imageOf('png');
      const big = Buffer.concat([png, randomBytes(2 * 1024 * 1024 - png.length)]);
      await expectRefusedAndNothingStored(big, 'image/png', { status: 413, code: 1006 });
    });

    it('refuses a small PNG that decodes to too many pixels (a decompression bomb)', async () => {
      const bomb = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#000' } })
        .png({ palette: true })
        .toBuffer();
      expect(bomb.length).toBeLessThan(1024 * 1024);
      await expectRefusedAndNothingStored(bomb, 'image/png', {
        status: 422,
        code: 1001,
        message: pictureImageMessages.tooManyPixels,
      });
    });

    it('keeps the URL usable after a refused file: the right file then goes through', async () => {
      const ticket = await expectRefusedAndNothingStored(pdf, 'image/png', { status: 415, code: 1007 });
      expect((await putFile(ctx, ticket.uploadPath, await imageOf('png'))).statusCode).toBe(200);
      await admin.delete(`/api/admin/v1/pictures/${ticket.id}`);
    });

    it('believes the bytes over the Content-Type: a PNG sent as a JPEG is stored as the PNG it is', async () => {
      const ticket = await createPicture(admin);
      const response = await putFile(ctx, ticket.uploadPath, await imageOf('png'), 'image/jpeg');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ type: 'image/png', status: 'ready' });
      expect((await rowOf(ticket.id))?.originalKey).toMatch(/original\.png$/);
      await admin.delete(`/api/admin/v1/pictures/${ticket.id}`);
    });
  });

  describe('the upload URL', () => {
    const tokenOf = (uploadPath: string) => uploadPath.split('/').at(-1) as string;

    it('works once: a second PUT is refused and the first file stays', async () => {
      const ticket = await createPicture(admin);
      expect((await putFile(ctx, ticket.uploadPath, await imageOf('png'))).statusCode).toBe(200);
      const stored = await storedFiles();
      const again = await putFile(ctx, ticket.uploadPath, await imageOf('jpeg'), 'image/jpeg');
      expect(again.statusCode).toBe(401);
      expect(again.json()).toEqual({ code: 1004, message: fileLinkMessages.used });
      expect(await storedFiles()).toEqual(stored);
      await admin.delete(`/api/admin/v1/pictures/${ticket.id}`);
    });

    it('lets only one of two simultaneous PUTs through', async () => {
      const ticket = await createPicture(admin);
      const [png, webp] = await Promise.all([imageOf('png'), imageOf('webp')]);
      const answers = await Promise.all([
        putFile(ctx, ticket.uploadPath, png),
        putFile(ctx, ticket.uploadPath, webp, 'image/webp'),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
      expect((await storedFiles()).length).toBe(2);
      await admin.delete(`/api/admin/v1/pictures/${ticket.id}`);
    });

    it('refuses an expired URL', async () => {
      const ticket = await createPicture(admin);
      const nonce = (await rowOf(ticket.id))?.uploadNonce as string;
      const expired = new FileTokens(ctx.config.filesSigningKey as string).issue({
        kind: 'put',
        tenantId: ctx.alpha.id,
        pictureId: ticket.id,
        nonce,
        actorId: null,
        exp: Math.floor(Date.now() / 1000) - 1,
      });
      const response = await putFile(ctx, `/api/files/v1/uploads/${expired}`, await imageOf('png'));
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 1004, message: fileLinkMessages.expired });
      expect(await storedFiles()).toEqual([]);
    });

    it('refuses a tampered URL, one signed with another key, and a read URL used to upload', async () => {
      const ticket = await createPicture(admin);
      const token = tokenOf(ticket.uploadPath);
      const [payload = '', signature = ''] = token.split('.');
      const bytes = Buffer.from(payload, 'base64url');
      bytes.writeUInt32BE(bytes.readUInt32BE(5) + 1, 5); // another picture id
      const forged = new FileTokens(randomBytes(32).toString('hex')).issue({
        kind: 'put',
        tenantId: ctx.alpha.id,
        pictureId: ticket.id,
        nonce: (await rowOf(ticket.id))?.uploadNonce as string,
        actorId: null,
        exp: Math.floor(Date.now() / 1000) + 600,
      });
      const readToken = new FileTokens(ctx.config.filesSigningKey as string).issue({
        kind: 'get',
        tenantId: ctx.alpha.id,
        pictureId: ticket.id,
        file: 'original.png',
        exp: Math.floor(Date.now() / 1000) + 600,
      });
      for (const bad of [
        `${bytes.toString('base64url')}.${signature}`,
        forged,
        readToken,
        'nada',
        `${payload}.`,
      ]) {
        const response = await putFile(ctx, `/api/files/v1/uploads/${bad}`, await imageOf('png'));
        expect(response.statusCode, bad).toBe(401);
        expect(response.json()).toEqual({ code: 1004, message: fileLinkMessages.invalid });
      }
      expect(await storedFiles()).toEqual([]);
      expect((await rowOf(ticket.id))?.status).toBe('pending');
    });

    it('answers 404 once the picture is deleted', async () => {
      const ticket = await createPicture(admin);
      await admin.delete(`/api/admin/v1/pictures/${ticket.id}`);
      expect((await putFile(ctx, ticket.uploadPath, await imageOf('png'))).statusCode).toBe(404);
      expect(await storedFiles()).toEqual([]);
    });

    it('refuses a tampered read URL', async () => {
      const ticket = await createPicture(admin);
      await putFile(ctx, ticket.uploadPath, await imageOf('png'));
      const { url } = (await admin.get(`/api/admin/v1/pictures/${ticket.id}`)).json();
      const path = new URL(url).pathname;
      const altered = `${path.slice(0, -2)}${path.endsWith('AA') ? 'BB' : 'AA'}`;
      const response = await ctx.app.inject({ method: 'GET', url: altered });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(fileLinkMessages.invalid);
      await admin.delete(`/api/admin/v1/pictures/${ticket.id}`);
    });
  });
});
