import { expect } from 'vitest';
import type { Client, TestContext } from '../../../test/harness.js';
import { deliveryBody, type OrderingStore, orderBody, placeOrder } from '../orders/orders.test-helpers.js';
import type { TenantRecord } from '../tenants/tenants.repo.js';

export const QUESTIONS = '/api/admin/v1/questions';
export const POLLS = '/api/admin/v1/polls';
export const NPS_RESULT = '/api/admin/v1/answers/nps_result';
export const WEB_POLLS = '/api/web/v1/polls';

export async function newQuestion(admin: Client, description: string, category: string) {
  const created = await admin.post(QUESTIONS, { description, category });
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as { id: number; description: string; category: string };
}

export async function newPoll(admin: Client, body: Record<string, unknown>) {
  const created = await admin.post(POLLS, body);
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as { id: number; active: boolean; question_ids: number[] };
}

/** An order of the shop placed through the storefront and taken by the kitchen to `completed`. */
export async function completedOrder(
  ctx: TestContext,
  admin: Client,
  shop: OrderingStore,
  dispatch: 'delivery' | 'pick_up' = 'delivery',
) {
  const placed = await placeOrder(
    ctx,
    ctx.alpha,
    dispatch === 'delivery' ? deliveryBody(shop) : orderBody(shop),
  );
  expect(placed.statusCode, placed.body).toBe(201);
  const id = placed.json().id as number;
  const moves =
    dispatch === 'delivery'
      ? ['preparing', 'ready', 'in_transit', 'completed']
      : ['preparing', 'ready', 'completed'];
  for (const status of moves) {
    const moved = await admin.patch(`/api/admin/v1/kds/store/${shop.store.id}/orders/${id}`, {
      order: { status },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  }
  return { id, code: placed.json().code as string };
}

/** The token of a completed order's poll link, as staff get it. */
export async function pollToken(admin: Client, orderId: number): Promise<string> {
  const link = await admin.get(`/api/admin/v1/orders/${orderId}/poll_link`);
  expect(link.statusCode, link.body).toBe(200);
  return link.json().token as string;
}

/** The customer's side of the link: no sign-in, the tenant header. */
export const customer = (ctx: TestContext, tenant: TenantRecord) => ({
  show: (token: string) =>
    ctx.app.inject({
      method: 'GET',
      url: `${WEB_POLLS}/${encodeURIComponent(token)}`,
      headers: { tenant: tenant.slug },
    }),
  answer: (token: string, body: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: `${WEB_POLLS}/${encodeURIComponent(token)}`,
      headers: { tenant: tenant.slug },
      payload: body as object,
    }),
});
