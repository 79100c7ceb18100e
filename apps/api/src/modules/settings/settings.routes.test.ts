import { randomBytes } from 'node:crypto';
import {
  distanceKm,
  forbiddenMessage,
  orderRefusals,
  orderValueRefusals,
  type SettingsView,
  settingsMessages,
} from '@tablero/domain';
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
import {
  alwaysOpen,
  deliveryBody,
  orderBody,
  orderingStore,
  placeOrder,
} from '../orders/orders.test-helpers.js';
import { createPicture, uploadedPicture } from '../pictures/pictures.test-helpers.js';
import { auditCount as auditsOf } from '../stores/stores.test-helpers.js';

const SETTINGS = '/api/admin/v1/settings';
const PUBLIC_SETTINGS = '/api/public/v1/settings';
const TEMPLATES = '/api/admin/v1/templates';

let ctx: TestContext;
let admin: Client;
let beta: Client;

beforeAll(async () => {
  ctx = await startTestApp({ signInRateLimit: 1000 });
  admin = await superAdmin(ctx, ctx.alpha);
  beta = await superAdmin(ctx, ctx.beta);
});
afterAll(() => ctx?.close());

const settingsNow = async (as = admin) => (await as.get(SETTINGS)).json() as SettingsView;
const auditCount = () => auditsOf(ctx, ctx.alpha);

/** A picture of the tenant of the given size, uploaded. */
function pictureOf(as: Client, width: number, height: number) {
  return uploadedPicture(ctx, as, `Logo ${randomBytes(2).toString('hex')}`, { width, height });
}

/** Switches a platform feature flag of alpha (super-admin territory: the API role only reads tenants). */
async function setFeature(flag: string, on: boolean) {
  await ctx.db.executeOwnerSql(
    on
      ? `update tenants set features = array_append(array_remove(features, $2), $2) where id = $1`
      : `update tenants set features = array_remove(features, $2) where id = $1`,
    [ctx.alpha.id, flag],
  );
  ctx.app.tenants.forget();
}

describe('settings', () => {
  it('answer working defaults before anyone saves, in the brand’s name, each tenant its own', async () => {
    const fresh = await settingsNow(beta);
    expect(fresh).toMatchObject({
      template_id: 'clasica',
      static_menu: false,
      loyalty_available: false,
      updated_at: null,
      general: { delivery_price: 0, max_days_available_future_order: 7, max_future_orders_per_store: 10 },
      design: { commerce_name: ctx.beta.name, primary_logo: null, primary_logo_id: null },
    });
  });

  it('change only what is sent, and a GET sent back changes nothing', async () => {
    const before = await auditCount();
    const changed = await admin.patch(SETTINGS, {
      general: { delivery_price: 199_000, free_delivery: { minimum_value: 2_500_000 } },
      design: {
        colors: { primary: '#0A7C3E' },
        social: { instagram: 'https://www.instagram.com/burgerdemo' },
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const view = changed.json() as SettingsView;
    expect(view.general.delivery_price).toBe(199_000);
    expect(view.general.free_delivery).toEqual({
      minimum_value: 2_500_000,
      enabled_for_external_delivery: false,
    });
    expect(view.design.colors).toMatchObject({ primary: '#0A7C3E', secondary: '#1F2937' });
    expect(view.updated_at).not.toBeNull();
    expect(await settingsNow()).toEqual(view);
    expect(await auditCount()).toBe(before + 1);

    const again = await admin.patch(SETTINGS, view);
    expect(again.json()).toEqual(view);
    expect(await auditCount()).toBe(before + 1);
    // Beta's stay its own.
    expect((await settingsNow(beta)).general.delivery_price).toBe(0);
  });

  it.each([
    [
      'min above max for delivery',
      { general: { min_price_for_delivery: 900, max_price_for_delivery: 100 } },
      'general.min_price_for_delivery',
    ],
    ['a colour that is not hex', { design: { colors: { primary: 'rojo' } } }, 'design.colors.primary'],
    [
      'a WhatsApp number of another country',
      { general: { whatsapp_number: '+5215512345678' } },
      'general.whatsapp_number',
    ],
    [
      'a link to another site as Instagram',
      { design: { social: { instagram: 'https://evil.example/x' } } },
      'design.social.instagram',
    ],
    ['an unknown section field', { general: { delivery_fee: 1 } }, 'general.delivery_fee'],
    ['a string for money', { general: { delivery_price: '1000' } }, 'general.delivery_price'],
  ])('refuse %s under its field, saving nothing', async (_name, body, field) => {
    const before = await settingsNow();
    const audits = await auditCount();
    expectValidationError(await admin.patch(SETTINGS, body), [{ field }]);
    expect(await settingsNow()).toEqual(before);
    expect(await auditCount()).toBe(audits);
  });

  it('refuse a body that is not an object, and malformed JSON', async () => {
    for (const payload of ['null', '[]', '"texto"']) {
      const refused = await admin.raw({
        method: 'PATCH',
        url: SETTINGS,
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(refused.statusCode, payload).toBe(422);
    }
    const malformed = await admin.raw({
      method: 'PATCH',
      url: SETTINGS,
      payload: '{"general":',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('take the tenant’s own uploaded pictures as brand images, as large as their place needs, and keep them from deletion', async () => {
    const logo = await pictureOf(admin, 400, 120);
    const small = await pictureOf(admin, 100, 40);
    const notSquare = await pictureOf(admin, 64, 48);
    const pending = (await createPicture(admin, 'Sin archivo')).id;
    const betaPicture = await uploadedPicture(ctx, beta, 'De otra marca');
    const refusals: [Record<string, unknown>, string, string][] = [
      [
        { primary_logo_id: small },
        'design.primary_logo_id',
        settingsMessages.imageTooSmall('primary_logo', 200, 60),
      ],
      [{ favicon_id: notSquare }, 'design.favicon_id', settingsMessages.imageNotSquare('favicon')],
      [
        { primary_logo_id: pending },
        'design.primary_logo_id',
        settingsMessages.unknownPicture('primary_logo'),
      ],
      [
        { primary_logo_id: betaPicture },
        'design.primary_logo_id',
        settingsMessages.unknownPicture('primary_logo'),
      ],
    ];
    for (const [design, field, message] of refusals)
      expectValidationError(await admin.patch(SETTINGS, { design }), [{ field, message }]);

    const saved = (await admin.patch(SETTINGS, { design: { primary_logo_id: logo } })).json() as SettingsView;
    expect(saved.design.primary_logo).toMatchObject({ id: logo, width: 400, height: 120 });
    expect(saved.design.primary_logo?.url).toMatch(/\/api\/files\/v1\//);
    const publicView = (await client(ctx.app, ctx.alpha.slug).get(PUBLIC_SETTINGS)).json();
    expect(publicView.design.primary_logo).toMatchObject({ id: logo });

    const deletion = await admin.delete(`/api/admin/v1/pictures/${logo}`);
    expect(deletion.statusCode).toBe(422);
    expect(deletion.json().message).toBe(settingsMessages.pictureIsBrandImage);
    expect((await admin.patch(SETTINGS, { design: { primary_logo_id: null } })).statusCode).toBe(200);
    expect((await admin.delete(`/api/admin/v1/pictures/${logo}`)).statusCode).toBeLessThan(300);
  });

  it('take loyalty settings only with the loyalty_program flag, and show the storefront an enabled program', async () => {
    expectValidationError(await admin.patch(SETTINGS, { loyalty: { enabled: true } }), [
      { field: 'loyalty', message: settingsMessages.loyaltyOff },
    ]);
    await setFeature('loyalty_program', true);
    try {
      expect((await settingsNow()).loyalty_available).toBe(true);
      expectValidationError(
        await admin.patch(SETTINGS, { loyalty: { min_redeem: 9_000, max_redeem: 100 } }),
        [{ field: 'loyalty.min_redeem' }],
      );
      const saved = await admin.patch(SETTINGS, {
        loyalty: { enabled: true, percentage: 30, gift_card_days: 90 },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const storefront = (await client(ctx.app, ctx.alpha.slug).get(PUBLIC_SETTINGS)).json();
      expect(storefront.loyalty).toMatchObject({ enabled: true, percentage: 30, gift_card_days: 90 });
    } finally {
      await setFeature('loyalty_program', false);
    }
    expect((await client(ctx.app, ctx.alpha.slug).get(PUBLIC_SETTINGS)).json().loyalty).toBeNull();
  });

  it('show a storefront nothing staff-only', async () => {
    await admin.patch(SETTINGS, {
      general: { restaurant_email: 'pedidos@burger.test', abandoned_cart_email: true },
    });
    const response = await client(ctx.app, ctx.alpha.slug).get(PUBLIC_SETTINGS);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('pedidos@burger.test');
    expect(response.json().general).not.toHaveProperty('abandoned_cart_email');
    expect(response.json().design).not.toHaveProperty('primary_logo_id');
  });

  it('are refused to a role without the settings policy; read-only with show', async () => {
    const cashier = await userWith(ctx, ctx.alpha, { roleNames: ['user cc'] });
    const forbidden = await cashier.client.patch(SETTINGS, { static_menu: true });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ code: 401, message: forbiddenMessage('settings', 'update') });
    expect((await cashier.client.get(SETTINGS)).statusCode).toBe(403);
    expect((await settingsNow()).static_menu).toBe(false);
  });

  it('limit future orders by the days ahead and per slot they set', async () => {
    const shop = await orderingStore(ctx, admin, { business_hours: alwaysOpen, future_orders_enabled: true });
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000 + 3_600_000).toISOString();
    expect(
      (await admin.patch(SETTINGS, { general: { max_days_available_future_order: 2 } })).statusCode,
    ).toBe(200);
    try {
      const far = await placeOrder(ctx, ctx.alpha, orderBody(shop, { scheduled_at: inDays(3) }));
      expectValidationError(far, [{ field: 'scheduled_at', message: orderRefusals.scheduledTooFar(2) }]);
      expect(
        (await placeOrder(ctx, ctx.alpha, orderBody(shop, { scheduled_at: inDays(1) }))).statusCode,
      ).toBe(201);
    } finally {
      await admin.patch(SETTINGS, { general: { max_days_available_future_order: 7 } });
    }
  });
});

describe('settings at the checkout', () => {
  it('refuse a delivery under its minimum, free it from the free-delivery minimum, and price it by distance', async () => {
    const shop = await orderingStore(ctx, admin);
    const burgerSubtotal = 749_000;
    const delivery = async (
      patch: Record<string, unknown>,
      address?: { latitude: number; longitude: number },
    ) => {
      expect((await admin.patch(SETTINGS, { general: patch })).statusCode).toBe(200);
      const body = deliveryBody(shop);
      if (address) body.address = { text_address: 'Av. Italia 1000', ...address };
      return placeOrder(ctx, ctx.alpha, body);
    };
    const neutral = {
      min_price_for_delivery: null,
      free_delivery: { minimum_value: null },
      dynamic_delivery_price: { enabled: false, base_price: 0, km_price: 0 },
    };
    try {
      const zoneFee = (await delivery(neutral)).json().amounts.delivery_fee as number;
      expect(zoneFee).toBeGreaterThan(0);

      const below = await delivery({ min_price_for_delivery: burgerSubtotal + 100 });
      expectValidationError(below, [
        { field: 'items', message: orderValueRefusals.belowDeliveryMinimum('$7.491') },
      ]);
      const atMinimum = await delivery({ min_price_for_delivery: burgerSubtotal });
      expect(atMinimum.statusCode, atMinimum.body).toBe(201);

      const free = await delivery({ ...neutral, free_delivery: { minimum_value: burgerSubtotal } });
      expect(free.json().amounts, free.body).toMatchObject({ delivery_fee: 0, total: burgerSubtotal });
      const charged = await delivery({ free_delivery: { minimum_value: burgerSubtotal + 100 } });
      expect(charged.json().amounts.delivery_fee).toBe(zoneFee);

      const door = { latitude: Number(shop.store.latitude), longitude: Number(shop.store.longitude) };
      const away = { latitude: door.latitude + 0.005, longitude: door.longitude };
      const km = distanceKm(door, away);
      const dynamic = await delivery(
        { ...neutral, dynamic_delivery_price: { enabled: true, base_price: 100_000, km_price: 100_000 } },
        away,
      );
      expect(dynamic.statusCode, dynamic.body).toBe(201);
      expect(dynamic.json().amounts.delivery_fee).toBe(100_000 + Math.ceil((100_000 * km) / 100) * 100);
    } finally {
      await admin.patch(SETTINGS, { general: neutral });
    }
  });
});

describe('templates', () => {
  it('list the templates with the one in use, and change it', async () => {
    const list = (await admin.get(TEMPLATES)).json();
    expect(list.current).toBe('clasica');
    expect(list.templates.map((t: { id: string }) => t.id)).toEqual(['clasica', 'moderna', 'compacta']);
    const chosen = await admin.patch(TEMPLATES, { template_id: 'moderna' });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().current).toBe('moderna');
    expect((await settingsNow()).template_id).toBe('moderna');
    expectValidationError(await admin.patch(TEMPLATES, { template_id: 'retro' }), [{ field: 'template_id' }]);
    expect((await admin.get(TEMPLATES)).json().current).toBe('moderna');
    expect((await client(ctx.app, ctx.alpha.slug).get(PUBLIC_SETTINGS)).json().template_id).toBe('moderna');
  });
});
