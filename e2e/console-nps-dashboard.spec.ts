import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import {
  adminHeaders,
  cashDeliveryStoreFields,
  createAlwaysOpenStore,
  createMenu,
  createProduct,
  deliveryStoreAt,
  placeOrder,
  setStoreMenu,
} from './admin-api.js';
import { keepScreenshot, seriousViolations, signIn } from './console-helpers.js';
import { type E2eServer, expect, test } from './fixtures.js';

/**
 * The NPS results (`/dashboard-nps`, GET /answers/nps_result) and the customer's survey
 * (`/encuesta/{token}`): a delivered order's customer answers on a phone (NPS 3, a detractor, and
 * a comment), the dashboard filtered to that store and its week shows exactly that answer, and the
 * CSV export downloads nps.csv with the comment.
 */
const unique = () => `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1e4)}`;
const at = deliveryStoreAt;

interface Poll {
  id: number;
  title: string;
  active: boolean;
  questions: { id: number; description: string; category: 'nps' | 'satisfaction' | 'yes_no' | 'open' }[];
}

/**
 * The delivery poll customers answer: the active one (the demo's) when it asks an open question,
 * else one made here with the four kinds of question and turned on; `made` says which, so the
 * spec can turn it off again.
 */
async function deliveryPoll(
  api: APIRequestContext,
  server: E2eServer,
  id: string,
): Promise<{ poll: Poll; made: boolean; replaced: Poll | null }> {
  const headers = await adminHeaders(api, server);
  const listed = await api.get('/api/admin/v1/polls?active=true&dispatch_method=delivery&limit=100', {
    headers,
  });
  expect(listed.status()).toBe(200);
  const active = ((await listed.json()) as { data: Poll[] }).data[0] ?? null;
  if (active?.questions.some((q) => q.category === 'open'))
    return { poll: active, made: false, replaced: null };

  const question = async (description: string, category: string) => {
    const made = await api.post('/api/admin/v1/questions', { headers, data: { description, category } });
    expect(made.status(), await made.text()).toBe(201);
    return ((await made.json()) as { id: number }).id;
  };
  const questionIds = [
    await question(`¿Qué tan probable es que nos recomiendes a un amigo? ${id}`, 'nps'),
    await question(`¿Qué tan satisfecho quedaste con tu pedido? ${id}`, 'satisfaction'),
    await question(`¿Tu pedido llegó a la hora? ${id}`, 'yes_no'),
    await question(`¿Qué podemos mejorar? ${id}`, 'open'),
  ];
  if (active) {
    const off = await api.patch(`/api/admin/v1/polls/${active.id}`, { headers, data: { active: false } });
    expect(off.status(), await off.text()).toBe(200);
  }
  const made = await api.post('/api/admin/v1/polls', {
    headers,
    data: {
      title: `Encuesta de delivery ${id}`,
      dispatch_method: 'delivery',
      question_ids: questionIds,
      active: true,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  return { poll: (await made.json()) as Poll, made: true, replaced: active };
}

/** A delivery store open all day with one product, and one cash delivery order of it, delivered. */
async function deliveredOrder(api: APIRequestContext, server: E2eServer, id: string) {
  const store = await createAlwaysOpenStore(api, server, `E2E NPS ${id}`, cashDeliveryStoreFields);
  const product = await createProduct(api, server, { name: `E2E Chacarero ${id}`, price_product: 690000 });
  const menu = await createMenu(api, server, `E2E Carta NPS ${id}`, [{ id: product.id, price: 690000 }]);
  await setStoreMenu(api, server, store.id, menu.id);
  const order = await placeOrder(api, server, {
    store_id: store.id,
    platform: 'web',
    dispatch_method: 'delivery',
    customer: { name: 'Catalina Soto', email: `catalina.${id}@example.cl`, phone: '+56944443333' },
    address: { text_address: 'Av. Italia 1500', ...at },
    items: [{ product_id: product.id, quantity: 1, options: [] }],
    payment_method: 'cash',
  });
  const headers = await adminHeaders(api, server);
  for (const status of ['preparing', 'ready', 'in_transit', 'completed']) {
    const moved = await api.patch(`/api/admin/v1/kds/store/${store.id}/orders/${order.id}`, {
      headers,
      data: { order: { status } },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  const link = await api.get(`/api/admin/v1/orders/${order.id}/poll_link`, { headers });
  expect(link.status(), await link.text()).toBe(200);
  const { url, token } = (await link.json()) as { url: string; token: string };
  return { store, order, url, token };
}

test.describe('NPS dashboard and survey', () => {
  test.setTimeout(150_000);

  test("a delivered order's customer answers on a phone; the dashboard counts it and exports it", async ({
    page,
    request,
    server,
  }, testInfo) => {
    const id = unique();
    const { poll, made, replaced } = await deliveryPoll(request, server, id);
    try {
      const { store, order, url, token } = await deliveredOrder(request, server, id);
      const path = `/encuesta/${encodeURIComponent(token)}?tenant=${server.tenant}`;
      expect(url.endsWith(path), url).toBe(true);

      // The survey, on a phone, without signing in.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: poll.title })).toBeVisible();
      await expect(page.getByTestId('poll-order')).toContainText(store.name);
      await expect(page.getByTestId('poll-order')).toContainText(order.code);
      const nps = poll.questions.find((q) => q.category === 'nps')!;
      const open = poll.questions.find((q) => q.category === 'open')!;
      const npsGroup = page.getByRole('radiogroup', { name: nps.description });
      await expect(npsGroup.getByRole('radio')).toHaveCount(11);
      await expect(page.getByText('0 = Nada probable').first()).toBeVisible();
      await expect(page.getByText('10 = Muy probable').first()).toBeVisible();
      expect(await seriousViolations(page, testInfo, 'poll')).toEqual([]);
      await keepScreenshot(page, testInfo, 'poll-phone');

      // The NPS question is required: sent without it, it says so and takes the focus.
      await page.getByRole('button', { name: 'Enviar respuestas' }).click();
      await expect(page.getByText('Responde esta pregunta.').first()).toBeVisible();
      await expect(npsGroup.getByRole('radio', { name: '0', exact: true })).toBeFocused();
      // By keyboard: the arrows move along the scale and choose, as radio buttons do.
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
      await expect(npsGroup.getByRole('radio', { name: '3', exact: true })).toHaveAttribute(
        'aria-checked',
        'true',
      );
      await expect(npsGroup.getByRole('radio', { name: '3', exact: true })).toBeFocused();
      for (const question of poll.questions.filter((q) => q.category === 'nps' && q.id !== nps.id))
        await page
          .getByRole('radiogroup', { name: question.description })
          .getByRole('radio', { name: '3', exact: true })
          .click();
      const satisfaction = poll.questions.find((q) => q.category === 'satisfaction');
      if (satisfaction)
        await page
          .getByRole('radiogroup', { name: satisfaction.description })
          .getByRole('radio', { name: /^2 de 5/ })
          .click();
      const yesNo = poll.questions.find((q) => q.category === 'yes_no');
      if (yesNo)
        await page
          .getByRole('radiogroup', { name: yesNo.description })
          .getByRole('radio', { name: 'No' })
          .click();
      const comment = `Llegó frío y tarde, pedido ${id}`;
      await page.getByRole('textbox', { name: open.description }).fill(comment);
      await keepScreenshot(page, testInfo, 'poll-phone-answered');
      await page.getByRole('button', { name: 'Enviar respuestas' }).click();
      await expect(page.getByRole('heading', { level: 1, name: '¡Gracias por tu opinión!' })).toBeVisible();
      expect(await seriousViolations(page, testInfo, 'poll-thanks')).toEqual([]);
      await keepScreenshot(page, testInfo, 'poll-thanks');
      // The link again: answered, in the API's words.
      await page.reload();
      await expect(page.getByText('Este pedido ya fue evaluado. ¡Gracias por tu opinión!')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Enviar respuestas' })).toHaveCount(0);

      // The dashboard: the demo's last 30 days, then this store's week.
      await page.setViewportSize({ width: 1280, height: 800 });
      await signIn(page, server);
      await page.getByRole('link', { name: 'Panel NPS' }).click();
      await expect(page).toHaveURL(/\/dashboard-nps$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Panel NPS' })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Período' })).toHaveValue('Últimos 30 días');
      await expect(page.getByRole('img', { name: /^Indicador semicircular: NPS de/ })).toBeVisible();
      await expect(page.getByRole('img', { name: /^Gráfico de barras: cuántos clientes/ })).toBeVisible();
      await expect(page.getByRole('img', { name: /^Gráfico combinado: NPS de cada semana/ })).toBeVisible();
      // The stores sort by any column: by score, best first, then worst first.
      const storeTable = page.getByRole('table', { name: 'NPS por tienda' });
      await expect(storeTable).toBeVisible();
      const scoreHeader = storeTable.getByRole('columnheader', { name: 'NPS', exact: true });
      await scoreHeader.getByRole('button').click();
      await expect(scoreHeader).toHaveAttribute('aria-sort', 'descending');
      await expect(storeTable.getByRole('row').last()).toContainText(store.name);
      await scoreHeader.getByRole('button').click();
      await expect(scoreHeader).toHaveAttribute('aria-sort', 'ascending');
      await expect(storeTable.getByRole('row').nth(1)).toContainText(store.name);
      expect(await seriousViolations(page, testInfo, 'nps-dashboard')).toEqual([]);
      await keepScreenshot(page, testInfo, 'nps-dashboard');

      // A week, not today: the store is the test's own, and a run across the local midnight would
      // find its data on yesterday.
      await page.getByRole('combobox', { name: 'Período' }).click();
      await page.getByRole('option', { name: 'Últimos 7 días' }).click();
      await page.getByRole('combobox', { name: 'Tiendas' }).click();
      await page.getByRole('option', { name: store.name }).click();
      await page.keyboard.press('Escape');
      await page.getByRole('combobox', { name: 'Tipo de despacho' }).click();
      await page.getByRole('option', { name: 'Delivery' }).click();
      await expect(page).toHaveURL(new RegExp(`storeIds=${store.id}`));
      await expect(page).toHaveURL(/dispatchMethod=delivery/);
      await expect(page.getByRole('img', { name: /NPS de −100 en una escala/ })).toBeVisible();
      const figure = (label: string) => page.getByText(label, { exact: true }).locator('..');
      await expect(figure('Detractores')).toContainText('1');
      await expect(figure('Detractores')).toContainText('100 % del total');
      await expect(figure('Promotores')).toContainText('0');
      const storeRow = page
        .getByRole('table', { name: 'NPS por tienda' })
        .getByRole('row')
        .filter({ hasText: store.name });
      await expect(storeRow).toContainText('−100');
      const comments = page.getByTestId('nps-comments');
      await expect(comments).toContainText(comment);
      await expect(comments.getByRole('listitem').filter({ hasText: comment })).toContainText('Nota 3');
      await expect(comments.getByRole('listitem').filter({ hasText: comment })).toContainText(order.code);
      await keepScreenshot(page, testInfo, 'nps-dashboard-one-store-week');

      // The export: a job followed with a progress bar, then nps.csv with the comment.
      const download = page.waitForEvent('download', { timeout: 90_000 });
      await page.getByRole('button', { name: 'Exportar CSV' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toBe('nps.csv');
      const text = await readFile(await file.path(), 'utf8');
      expect(text).toContain(comment);
      expect(text).toContain(order.code);
      await expect(page.getByText('Se descargó nps.csv.')).toBeVisible();
    } finally {
      // Leave the tenant's polls as they were for the other specs.
      if (made) {
        const headers = await adminHeaders(request, server);
        await request.patch(`/api/admin/v1/polls/${poll.id}`, { headers, data: { active: false } });
        if (replaced)
          await request.patch(`/api/admin/v1/polls/${replaced.id}`, { headers, data: { active: true } });
      }
    }
  });
});
