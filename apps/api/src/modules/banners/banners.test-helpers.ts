import { expect } from 'vitest';
import type { Client, TestContext } from '../../../test/harness.js';
import { uploadedPicture } from '../pictures/pictures.test-helpers.js';

export const BANNERS = '/api/admin/v1/banners';
export const POSITION_BANNERS = '/api/admin/v1/position_banners';
export const POP_UPS = '/api/admin/v1/pop_ups';
export const PUBLIC = '/api/public/v1';

/** Pictures of each size a banner or pop-up takes, uploaded to the client's tenant. */
export async function bannerPictures(ctx: TestContext, admin: Client) {
  return {
    web: await uploadedPicture(ctx, admin, 'Banner web', { width: 1320, height: 385 }),
    app: await uploadedPicture(ctx, admin, 'Banner app', { width: 600, height: 400 }),
    popUpWeb: await uploadedPicture(ctx, admin, 'Pop-up web', { width: 1200, height: 1200 }),
    popUpPhone: await uploadedPicture(ctx, admin, 'Pop-up celular', { width: 600, height: 600 }),
    wrong: await uploadedPicture(ctx, admin, 'Casi', { width: 1300, height: 385 }),
  };
}

export async function created<T = Record<string, unknown>>(admin: Client, path: string, body: unknown) {
  const response = await admin.post(path, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as T & { id: number; position: number };
}
