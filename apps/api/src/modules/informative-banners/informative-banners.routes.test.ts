import { informativeBannerMessages } from '@tablero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  client,
  expectValidationError,
  startTestApp,
  superAdmin,
  type TestContext,
  userWith,
} from '../../../test/harness.js';
import { getFile, uploadedPicture } from '../pictures/pictures.test-helpers.js';
import { auditCount } from '../stores/stores.test-helpers.js';

/**
 * Informative banners: the platform's operators (super admins of `alpha`, the test platform)
 * publish them with two of the platform's pictures; every signed-in user of every brand reads the
 * active ones; nobody else manages them; a picture a banner shows is not deleted.
 */
const PLATFORM = '/api/admin/v1/platform/informative_banners';
const SHOWN = '/api/admin/v1/informative_banners';

let ctx: TestContext;
let operator: Client;
let desktop: number;
let responsive: number;

beforeAll(async () => {
  ctx = await startTestApp({ signInRateLimit: 1000 });
  operator = await superAdmin(ctx, ctx.alpha);
  desktop = await uploadedPicture(ctx, operator, 'Aviso escritorio', { width: 1320, height: 385 });
  responsive = await uploadedPicture(ctx, operator, 'Aviso celular', { width: 600, height: 400 });
});
afterAll(() => ctx?.close());

const bannerBody = (fields: Record<string, unknown> = {}) => ({
  link: 'https://ayuda.tablero.cl/novedades',
  alt: 'Nuevo: reportes de ventas por hora',
  desktop_picture_id: desktop,
  responsive_picture_id: responsive,
  ...fields,
});

async function publish(fields: Record<string, unknown> = {}) {
  const response = await operator.post(PLATFORM, bannerBody(fields));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; active: boolean; desktop_picture: { url: string } };
}

const shownIds = async (as: Client) => {
  const response = await as.get(SHOWN);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { id: number }[]).map((b) => b.id);
};

describe('publishing', () => {
  it('a banner is published, shown to every brand with both images, switched off and deleted', async () => {
    const banner = await publish({ alt: 'Aviso de prueba' });
    expect(banner).toMatchObject({
      active: true,
      desktop_picture: { id: desktop, width: 1320, height: 385 },
    });
    expect((await getFile(ctx, banner.desktop_picture.url)).statusCode).toBe(200);

    const betaAdmin = await superAdmin(ctx, ctx.beta);
    const cashier = await userWith(ctx, ctx.beta, { roleNames: ['user cc'] });
    for (const reader of [operator, betaAdmin, cashier.client])
      expect(await shownIds(reader)).toContain(banner.id);
    const [seen] = (await betaAdmin.get(SHOWN)).json().data.filter((b: { id: number }) => b.id === banner.id);
    expect(seen).toEqual({
      id: banner.id,
      link: 'https://ayuda.tablero.cl/novedades',
      alt: 'Aviso de prueba',
      desktop_image: expect.stringContaining('/api/files/v1/'),
      responsive_image: expect.stringContaining('/api/files/v1/'),
    });
    // Beta's console loads the platform's images with their signed URLs.
    expect((await getFile(ctx, seen.responsive_image)).statusCode).toBe(200);

    const off = await operator.patch(`${PLATFORM}/${banner.id}`, { active: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().active).toBe(false);
    expect(await shownIds(betaAdmin)).not.toContain(banner.id);
    expect((await operator.get(PLATFORM)).json().data.map((b: { id: number }) => b.id)).toContain(banner.id);

    const audits = await auditCount(ctx, ctx.alpha);
    const gone = await operator.delete(`${PLATFORM}/${banner.id}`);
    expect(gone.json()).toEqual({ message: informativeBannerMessages.deleted });
    expect((await operator.get(`${PLATFORM}/${banner.id}`)).statusCode).toBe(404);
    expect(await auditCount(ctx, ctx.alpha)).toBe(audits + 1);
  });

  it('refuses a link that is not https, an empty text, unknown, small or another brand’s pictures', async () => {
    const before = (await operator.get(PLATFORM)).json().data.length;
    const small = await uploadedPicture(ctx, operator, 'Pequeña', { width: 800, height: 300 });
    const betaAdmin = await superAdmin(ctx, ctx.beta);
    const betaPicture = await uploadedPicture(ctx, betaAdmin, 'De beta', { width: 1320, height: 385 });
    expectValidationError(
      await operator.post(
        PLATFORM,
        bannerBody({
          link: 'http://ayuda.tablero.cl',
          alt: '',
          desktop_picture_id: small,
          responsive_picture_id: betaPicture,
        }),
      ),
      [{ field: 'link', message: informativeBannerMessages.link }, { field: 'alt' }],
    );
    expectValidationError(
      await operator.post(
        PLATFORM,
        bannerBody({ desktop_picture_id: small, responsive_picture_id: betaPicture }),
      ),
      [
        { field: 'desktop_picture_id', message: informativeBannerMessages.imageTooSmall('desktop') },
        { field: 'responsive_picture_id', message: informativeBannerMessages.unknownPicture('responsive') },
      ],
    );
    expectValidationError(await operator.post(PLATFORM, { ...bannerBody(), extra: 1 }), [{ field: 'extra' }]);
    const banner = await publish();
    expectValidationError(
      await operator.patch(`${PLATFORM}/${banner.id}`, { desktop_picture_id: responsive }),
      [{ field: 'desktop_picture_id', message: informativeBannerMessages.imageTooSmall('desktop') }],
    );
    expect((await operator.get(PLATFORM)).json().data.length).toBe(before + 1);
  });

  it('a picture a banner shows is not deleted, and says why', async () => {
    const own = await uploadedPicture(ctx, operator, 'Aviso propio', { width: 1400, height: 400 });
    const banner = await publish({ desktop_picture_id: own });
    const refused = await operator.delete(`/api/admin/v1/pictures/${own}`);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(refused.json())).toContain(informativeBannerMessages.pictureInBanner);
    expect((await operator.get(`/api/admin/v1/pictures/${own}`)).statusCode).toBe(200);
    await operator.delete(`${PLATFORM}/${banner.id}`);
    expect((await operator.delete(`/api/admin/v1/pictures/${own}`)).statusCode).toBe(200);
  });
});

describe('who may', () => {
  it('only the platform’s super admins manage banners; anyone signed in reads them, nobody else', async () => {
    const banner = await publish();
    const betaAdmin = await superAdmin(ctx, ctx.beta);
    const alphaAdmin = await userWith(ctx, ctx.alpha, { roleNames: ['admin'] });
    for (const outsider of [betaAdmin, alphaAdmin.client]) {
      expect((await outsider.get(PLATFORM)).statusCode).toBe(403);
      expect((await outsider.post(PLATFORM, bannerBody())).statusCode).toBe(403);
      expect((await outsider.patch(`${PLATFORM}/${banner.id}`, { active: false })).statusCode).toBe(403);
      expect((await outsider.delete(`${PLATFORM}/${banner.id}`)).statusCode).toBe(403);
    }
    expect((await operator.get(`${PLATFORM}/${banner.id}`)).json().active).toBe(true);
    expect((await client(ctx.app, ctx.beta.slug).get(SHOWN)).statusCode).toBe(401);
  });
});
