import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeS3, startFakeS3 } from '../../../test/fakes/s3/fake-s3.js';
import { type Client, startTestApp, superAdmin, type TestContext } from '../../../test/harness.js';
import { auditOf } from '../stores/stores.test-helpers.js';
import { createPicture, filesOnDisk, imageOf, putFile } from './pictures.test-helpers.js';

/** What only a remote store can do: refuse the API. The routes themselves run on both stores elsewhere. */
describe('pictures on an S3 bucket that refuses the API (a wrong secret)', () => {
  let s3: FakeS3;
  let ctx: TestContext;
  let admin: Client;

  beforeAll(async () => {
    s3 = await startFakeS3();
    ctx = await startTestApp({ s3: { ...s3.settings, secretAccessKey: 'not-the-bucket-secret' } });
    admin = await superAdmin(ctx, ctx.alpha);
  });
  afterAll(async () => {
    await ctx?.close();
    await s3?.close();
  });

  it('answers the upload with 500/9999, stores nothing and keeps the picture pending', async () => {
    const ticket = await createPicture(admin);
    const response = await putFile(ctx, ticket.uploadPath, await imageOf('png'));
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 9999, message: 'Se produjo un error. Vuelve a intentarlo.' });
    expect(s3.log.some((line) => line.startsWith('PUT ') && line.endsWith('→ 403'))).toBe(true);
    expect(s3.keys()).toEqual([]);
    expect(await filesOnDisk(ctx)).toEqual([]);
    expect((await admin.get(`/api/admin/v1/pictures/${ticket.id}`)).json()).toMatchObject({
      status: 'pending',
    });
    expect((await auditOf(ctx, ctx.alpha, 'picture', ticket.id)).map((r) => r.action)).toEqual(['create']);
  });
});
