import { bannerMessages, forbiddenMessage } from '@tablero/domain';
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
import { expectResourceUnchanged } from '../stores/stores.test-helpers.js';
import { bannerPictures, created, POP_UPS, PUBLIC } from './banners.test-helpers.js';

let ctx: TestContext;
let admin: Client;
let pictures: Awaited<ReturnType<typeof bannerPictures>>;

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await superAdmin(ctx, ctx.alpha);
  pictures = await bannerPictures(ctx, admin);
});
afterAll(() => ctx?.close());

const popUpBody = (fields: Record<string, unknown> = {}) => ({
  name: 'Bienvenida',
  platform: 'web',
  picture_ids: [pictures.popUpWeb],
  ...fields,
});

describe('pop-ups', () => {
  it('keeps a pop-up with its picture, switches it with active alone, and deletes it', async () => {
    const popUp = await created(
      admin,
      POP_UPS,
      popUpBody({ description: 'Despacho gratis hoy', url: '/menu' }),
    );
    expect(popUp).toMatchObject({
      name: 'Bienvenida',
      platform: 'web',
      picture_ids: [pictures.popUpWeb],
      picture: { id: pictures.popUpWeb, width: 1200, height: 1200 },
      description: 'Despacho gratis hoy',
      url: '/menu',
      active: true,
    });
    const read = (await admin.get(`${POP_UPS}/${popUp.id}`)).json();
    expect(read).toEqual(popUp);
    expect((await admin.patch(`${POP_UPS}/${popUp.id}`, read)).json()).toEqual(read);

    const off = await admin.patch(`${POP_UPS}/${popUp.id}`, { active: false });
    expect(off.json()).toMatchObject({ active: false, name: 'Bienvenida', picture_ids: [pictures.popUpWeb] });

    const phone = await admin.patch(`${POP_UPS}/${popUp.id}`, {
      platform: 'web_responsive',
      picture_ids: [pictures.popUpPhone],
    });
    expect(phone.statusCode, phone.body).toBe(200);

    const gone = await admin.delete(`${POP_UPS}/${popUp.id}`);
    expect(gone.json().message).toBe(bannerMessages.deleted.popUp);
    expect((await admin.get(`${POP_UPS}/${popUp.id}`)).statusCode).toBe(404);
  });

  it('takes only a picture of exactly the platform’s size', async () => {
    expectValidationError(await admin.post(POP_UPS, popUpBody({ picture_ids: [pictures.popUpPhone] })), [
      {
        field: 'picture_ids.0',
        message: 'La imagen web debe medir exactamente 1200×1200 píxeles (esta mide 600×600)',
      },
    ]);
    expectValidationError(await admin.post(POP_UPS, popUpBody({ platform: 'web_responsive' })), [
      {
        field: 'picture_ids.0',
        message: 'La imagen web para celulares debe medir exactamente 600×600 píxeles (esta mide 1200×1200)',
      },
    ]);
    expectValidationError(await admin.post(POP_UPS, popUpBody({ picture_ids: [] })), [
      { field: 'picture_ids', message: bannerMessages.onePicture },
    ]);
    expectValidationError(await admin.post(POP_UPS, popUpBody({ platform: 'app' })), [{ field: 'platform' }]);
    const popUp = await created(admin, POP_UPS, popUpBody());
    await expectResourceUnchanged(ctx, ctx.alpha, admin, `${POP_UPS}/${popUp.id}`, async () => {
      const refused = await admin.patch(`${POP_UPS}/${popUp.id}`, {
        name: 'Otro',
        start_date: '2026-12-10T10:00',
        end_date: '2026-12-09T10:00',
      });
      expectValidationError(refused, [{ field: 'end_date', message: bannerMessages.endBeforeStart }]);
    });
  });

  it('lists 25 a page at most, in the order a drag and drop saved', async () => {
    const a = await created(admin, POP_UPS, popUpBody({ name: 'Pop A' }));
    const b = await created(admin, POP_UPS, popUpBody({ name: 'Pop B' }));
    expect((await admin.get(`${POP_UPS}?page=1&limit=26`)).statusCode).toBe(422);
    const page = await admin.get(`${POP_UPS}?page=1&limit=25`);
    expect(page.statusCode).toBe(200);
    expect(page.json().meta).toMatchObject({ page: 1, limit: 25 });
    const moved = await admin.patch(`${POP_UPS}/positions`, {
      positions: [
        { id: b.id, position: a.position },
        { id: a.id, position: b.position },
      ],
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const order = ((await admin.get(`${POP_UPS}?limit=25&query=Pop`)).json().data as { id: number }[]).map(
      (x) => x.id,
    );
    expect(order.indexOf(b.id)).toBeLessThan(order.indexOf(a.id));
  });

  it('answers 404 to another tenant and 403 to a role without the area', async () => {
    const popUp = await created(admin, POP_UPS, popUpBody());
    const beta = await superAdmin(ctx, ctx.beta);
    expect((await beta.get(`${POP_UPS}/${popUp.id}`)).statusCode).toBe(404);
    expect((await beta.patch(`${POP_UPS}/${popUp.id}`, { active: false })).statusCode).toBe(404);
    expect((await beta.delete(`${POP_UPS}/${popUp.id}`)).statusCode).toBe(404);
    const kitchen = await userWith(ctx, ctx.alpha, { roleNames: ['user kds'] });
    const refused = await kitchen.client.post(POP_UPS, popUpBody());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(forbiddenMessage('pop_ups', 'create'));
  });

  it('shows a storefront the active pop-ups of its platform', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    await created(admin, POP_UPS, popUpBody({ name: `Web ${tag}` }));
    await created(admin, POP_UPS, popUpBody({ name: `Apagado ${tag}`, active: false }));
    await created(
      admin,
      POP_UPS,
      popUpBody({ name: `Celular ${tag}`, platform: 'web_responsive', picture_ids: [pictures.popUpPhone] }),
    );
    const names = async (platform: string) => {
      const response = await client(ctx.app, ctx.alpha.slug).get(`${PUBLIC}/pop_ups?platform=${platform}`);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as { name: string }[]).map((r) => r.name).filter((n) => n.endsWith(tag));
    };
    expect(await names('web')).toEqual([`Web ${tag}`]);
    expect(await names('web_responsive')).toEqual([`Celular ${tag}`]);
  });
});
