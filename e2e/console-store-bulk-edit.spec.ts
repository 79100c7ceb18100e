import type { APIRequestContext } from '@playwright/test';
import { createUser, superAdminToken } from './admin-api.js';
import { keepScreenshot, seriousViolations, signIn } from './console-helpers.js';
import { type E2eServer, expect, test } from './fixtures.js';

type Json = Record<string, unknown>;

const STORES = '/api/admin/v1/stores';
const fleetMessage = 'Para enviar con una flota externa la tienda debe aceptar un método de pago en línea';

/** A GET's nested items without their ids, so the body creates new ones (API.md nested attributes). */
const withoutIds = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(withoutIds)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([key]) => key !== 'id' && key !== 'key')
            .map(([key, inner]) => [key, withoutIds(inner)]),
        )
      : value;

async function headersFor(api: APIRequestContext, server: E2eServer) {
  return { tenant: server.tenant, authorization: `Bearer ${await superAdminToken(api, server)}` };
}

/**
 * A store of its own for this test: a copy of the seeded Providencia store (whole, valid data:
 * Webpay commerce code, delivery by its own riders paid with cash, card or Webpay), so other
 * specs' stores stay untouched.
 */
async function createStore(api: APIRequestContext, server: E2eServer, name: string, change: Json = {}) {
  const headers = await headersFor(api, server);
  const list = (await (await api.get(`${STORES}/all?limit=1000`, { headers })).json()) as {
    data: { id: number; name: string }[];
  };
  const providencia = list.data.find((store) => store.name === 'Demo Burger Providencia');
  const seeded = (await (await api.get(`${STORES}/${providencia!.id}`, { headers })).json()) as Json;
  const { id: _id, uuid: _uuid, created_at: _c, updated_at: _u, open: _o, opening: _op, ...rest } = seeded;
  const base = withoutIds(rest) as Json;
  const body = {
    ...base,
    name,
    payment_methods: { ...(base.payment_methods as Json), delivery: ['cash', 'card', 'online'] },
    ...change,
  };
  const response = await api.post(STORES, { headers, data: body });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; name: string; delivery_methods: Json[] };
}

async function deliveryPayments(api: APIRequestContext, server: E2eServer, id: number) {
  const headers = await headersFor(api, server);
  const store = (await (await api.get(`${STORES}/${id}`, { headers })).json()) as {
    payment_methods: { delivery: string[] };
  };
  return store.payment_methods.delivery;
}

/**
 * Bulk edit (issue 4, spec part 1 §2, §4, §5): choose stores in the list, change a tab, and see
 * which stores failed (kept chosen, with why) and which were updated (cleared).
 */
test.describe('store bulk edit', () => {
  test('payment methods for two stores: the one with an external fleet fails and stays chosen, the other is updated', async ({
    page,
    request,
    server,
  }) => {
    const tag = `Masiva ${Date.now().toString(36)}`;
    const plain = await createStore(request, server, `${tag} Centro`);
    // Cabify delivers for this one: §5 "Stores with external delivery fleet need an online
    // payment method (bulk update)", so taking Webpay away from delivery must fail for it alone.
    const fleet = await createStore(request, server, `${tag} Cabify`);
    const headers = await headersFor(request, server);
    const withCabify = await request.patch(`${STORES}/${fleet.id}`, {
      headers,
      data: {
        delivery_methods: [
          {
            delivery_type: 'cabify',
            delivery_fee_type: 'external',
            priority: 2,
            enabled: true,
            fee_configuration: { type: 'delivery_fee', grant_type: 'none' },
          },
        ],
      },
    });
    expect(withCabify.status(), await withCabify.text()).toBe(200);

    await signIn(page, server);
    await page.getByLabel('Buscar por nombre').fill(tag);
    await expect(page.getByRole('row')).toHaveCount(3);
    await page.getByRole('checkbox', { name: `Seleccionar ${plain.name}` }).check();
    await page.getByRole('checkbox', { name: `Seleccionar ${fleet.name}` }).check();
    await page.getByRole('button', { name: 'Editar seleccionadas' }).click();

    await expect(page).toHaveURL(
      new RegExp(`/stores/bulk-edit/schedules\\?ids=${plain.id}(,|%2C)${fleet.id}$`),
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Edición masiva de tiendas' })).toBeVisible();
    await expect(page.getByText('2 tiendas elegidas')).toBeVisible();

    await page.getByRole('tab', { name: 'Medios de pago' }).click();
    await expect(page).toHaveURL(/\/stores\/bulk-edit\/payment-methods\?ids=/);
    // Nothing turned on: nothing is sent.
    await page.getByRole('button', { name: 'Aplicar a 2 tiendas' }).click();
    await expect(page.getByText('Marca al menos un cambio para aplicar.')).toBeVisible();

    await page.getByRole('checkbox', { name: /Cambiar medios de pago para delivery/ }).check();
    const delivery = page.getByRole('group', { name: 'Medios de pago para delivery' });
    await delivery.getByRole('checkbox', { name: 'Efectivo' }).check();
    await delivery.getByRole('checkbox', { name: /^Tarjeta/ }).check();
    await page.getByRole('button', { name: 'Aplicar a 2 tiendas' }).click();

    await expect(page.getByText('No se pudo actualizar 1 tienda.', { exact: false })).toBeVisible();
    const results = page.getByRole('region', { name: 'Resultado de la edición masiva' });
    const failed = results.getByRole('list', { name: 'Sin cambios (1 tienda)' });
    await expect(failed.getByRole('listitem')).toHaveCount(1);
    await expect(failed).toContainText(fleet.name);
    await expect(failed).toContainText(`Medios de pago para delivery: ${fleetMessage}`);
    await expect(results.getByText('Actualizada (1 tienda)')).toBeVisible();
    await expect(results).toContainText(plain.name);
    // Only the failed store stays chosen, in the picker and in the URL (a reload keeps it).
    await expect(page).toHaveURL(new RegExp(`\\?ids=${fleet.id}$`));
    await expect(page.getByText('1 tienda elegida')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Aplicar a 1 tienda' })).toBeVisible();
    // From the top, so the full-page screenshot does not paint the sticky header mid-page.
    await page.evaluate('window.scrollTo(0, 0)');
    await keepScreenshot(page, test.info(), 'store-bulk-edit-result');
    expect(await seriousViolations(page, test.info(), 'store-bulk-edit-result')).toEqual([]);

    expect(await deliveryPayments(request, server, plain.id)).toEqual(['cash', 'card']);
    expect(await deliveryPayments(request, server, fleet.id)).toEqual(['cash', 'card', 'online']);

    // Fixed and sent again: Webpay added, the store is updated and the selection is cleared.
    await delivery.getByRole('checkbox', { name: 'Webpay' }).check();
    await page.getByRole('button', { name: 'Aplicar a 1 tienda' }).click();
    await expect(page.getByText('1 tienda actualizada.')).toBeVisible();
    await expect(page).toHaveURL(/\/stores\/bulk-edit\/payment-methods$/);
    await expect(page.getByText('0 tiendas elegidas')).toBeVisible();
    await expect(results.getByRole('list', { name: /Sin cambios/ })).toHaveCount(0);
    expect(await deliveryPayments(request, server, fleet.id)).toEqual(['cash', 'card', 'online']);
  });

  test('without "actualización masiva" there is no bulk edit button and its address is refused', async ({
    page,
    request,
    server,
  }) => {
    const user = await createUser(request, server, 'admin cc');
    await page.goto('/');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Contraseña').fill(user.password);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL(/\/stores$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tiendas' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edición masiva' })).toHaveCount(0);
    await page.goto('/stores/bulk-edit/schedules?ids=1');
    await expect(page).toHaveURL(/\/misc\/not-authorized$/);
  });
});
