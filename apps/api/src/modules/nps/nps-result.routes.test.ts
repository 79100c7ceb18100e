import { addDays, zonedParts } from '@tablero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  expectValidationError,
  startTestApp,
  superAdmin,
  type TestContext,
  userWith,
} from '../../../test/harness.js';
import { fastJobs, jobOutcome } from '../menu-sync/menu-sync.test-helpers.js';
import { type OrderingStore, orderingStore } from '../orders/orders.test-helpers.js';
import { completedOrder, customer, NPS_RESULT, newPoll, newQuestion, pollToken } from './nps.test-helpers.js';

let ctx: TestContext;
let admin: Client;
let shop: OrderingStore;
let second: OrderingStore;
let questions: Record<'nps' | 'stars' | 'comment' | 'pickUp', { id: number }>;

/** A completed order of `at` whose customer answers `nps` (and, for delivery, stars and a comment). */
async function answered(
  at: OrderingStore,
  dispatch: 'delivery' | 'pick_up',
  nps: number,
  stars?: number,
  comment?: string,
) {
  const order = await completedOrder(ctx, admin, at, dispatch);
  const token = await pollToken(admin, order.id);
  const shown = (await customer(ctx, ctx.alpha).show(token)).json();
  const answers = [
    { question_id: dispatch === 'delivery' ? questions.nps.id : questions.pickUp.id, value: nps },
    ...(stars === undefined ? [] : [{ question_id: questions.stars.id, value: stars }]),
    ...(comment === undefined ? [] : [{ question_id: questions.comment.id, value: comment }]),
  ];
  const sent = await customer(ctx, ctx.alpha).answer(token, { poll_id: shown.poll_id, answers });
  expect(sent.statusCode, sent.body).toBe(201);
  return order;
}

beforeAll(async () => {
  ctx = await startTestApp({ jobTimings: fastJobs(30) }, undefined, 'work');
  admin = await superAdmin(ctx, ctx.alpha);
  shop = await orderingStore(ctx, admin);
  second = await orderingStore(ctx, admin);
  questions = {
    nps: await newQuestion(admin, '¿Recomendarías nuestro delivery?', 'nps'),
    stars: await newQuestion(admin, '¿Cómo llegó tu pedido?', 'satisfaction'),
    comment: await newQuestion(admin, '¿Algo que quieras contarnos?', 'open'),
    pickUp: await newQuestion(admin, '¿Recomendarías retirar en tienda?', 'nps'),
  };
  const { nps, stars, comment, pickUp } = questions;
  await newPoll(admin, {
    title: 'Delivery',
    dispatch_method: 'delivery',
    question_ids: [nps.id, stars.id, comment.id],
    active: true,
  });
  await newPoll(admin, {
    title: 'Retiro',
    dispatch_method: 'pick_up',
    question_ids: [pickUp.id],
    active: true,
  });
  // Hand-counted: shop delivery 10, 9, 8, 6, 0 and pick-up 7; the second store's delivery 10.
  await answered(shop, 'delivery', 10, 5, 'Excelente, llegó caliente');
  await answered(shop, 'delivery', 9, 4);
  await answered(shop, 'delivery', 8, 4, '=HYPERLINK("http://x.test")');
  await answered(shop, 'delivery', 6, 2, 'Llegó frío');
  await answered(shop, 'delivery', 0, 1);
  await answered(shop, 'pick_up', 7);
  await answered(second, 'delivery', 10, 5);
});
afterAll(() => ctx?.close());

const result = async (query = '', as = admin) => {
  const response = await as.get(`${NPS_RESULT}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe('GET /answers/nps_result', () => {
  it('counts promoters (9–10), passives (7–8) and detractors (0–6) of every answer: NPS = % P − % D', async () => {
    const all = await result();
    expect(all.totals).toEqual({ answers: 7, promoters: 3, passives: 2, detractors: 2, score: 14.3 });
    expect(all.distribution).toEqual([1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2]);
    const today = zonedParts(new Date(), ctx.alpha.timeZone).date;
    expect(all).toMatchObject({ start_date: addDays(today, -29), end_date: today });
    expect(all.weeks).toHaveLength(1);
    expect(all.weeks[0]).toMatchObject({ answers: 7, score: 14.3 });
    expect(all.stores).toEqual([
      {
        store_id: shop.store.id,
        store_name: shop.store.name,
        answers: 6,
        promoters: 2,
        passives: 2,
        detractors: 2,
        score: 0,
      },
      {
        store_id: second.store.id,
        store_name: second.store.name,
        answers: 1,
        promoters: 1,
        passives: 0,
        detractors: 0,
        score: 100,
      },
    ]);
  });

  it('filters by dispatch method, store and day', async () => {
    const delivery = await result('?dispatch_method=delivery');
    expect(delivery.totals).toEqual({ answers: 6, promoters: 3, passives: 1, detractors: 2, score: 16.7 });
    const shopOnly = await result(`?store_id=${shop.store.id}&dispatch_method=pick_up`);
    expect(shopOnly.totals).toEqual({ answers: 1, promoters: 0, passives: 1, detractors: 0, score: 0 });
    const yesterday = addDays(zonedParts(new Date(), ctx.alpha.timeZone).date, -1);
    const none = await result(`?start_date=${yesterday}&end_date=${yesterday}`);
    expect(none.totals).toEqual({ answers: 0, promoters: 0, passives: 0, detractors: 0, score: null });
    expect(none).toMatchObject({ weeks: [], stores: [], questions: [], comments: [] });
    expectValidationError(await admin.get(`${NPS_RESULT}?start_date=2026-05-02&end_date=2026-05-01`), [
      { field: 'start_date' },
    ]);
  });

  it('answers each question: the scale’s distribution and mean, its own NPS, and the newest comments', async () => {
    const { questions: perQuestion, comments } = await result('?dispatch_method=delivery');
    const of = (id: number) => perQuestion.find((q: { id: number }) => q.id === id);
    expect(of(questions.stars.id)).toMatchObject({
      category: 'satisfaction',
      answers: 6,
      distribution: [1, 1, 0, 2, 2],
      score: null,
    });
    expect(of(questions.stars.id).mean).toBeCloseTo(21 / 6, 2);
    expect(of(questions.nps.id)).toMatchObject({ answers: 6, score: 16.7 });
    expect(of(questions.comment.id)).toMatchObject({
      category: 'open',
      answers: 3,
      distribution: [],
      mean: null,
    });
    expect(comments.map((c: { text: string; score: number }) => [c.text, c.score])).toEqual([
      ['Llegó frío', 6],
      ['=HYPERLINK("http://x.test")', 8],
      ['Excelente, llegó caliente', 10],
    ]);
  });

  it('counts only the stores of a user limited to stores, and needs the answers area', async () => {
    const limited = await userWith(ctx, ctx.alpha, { roleNames: ['admin'], storeIds: [second.store.id] });
    const own = await result('', limited.client);
    expect(own.totals).toMatchObject({ answers: 1, score: 100 });
    expect((await result(`?store_id=${shop.store.id}`, limited.client)).totals.answers).toBe(0);
    const kitchen = await userWith(ctx, ctx.alpha, { roleNames: ['user kds'] });
    expect((await kitchen.client.get(NPS_RESULT)).statusCode).toBe(403);
  });
});

describe('GET /orders/export_nps_csv', () => {
  async function exported(query: string, as = admin) {
    const started = await as.get(`/api/admin/v1/orders/export_nps_csv?${query}`);
    expect(started.statusCode, started.body).toBe(202);
    const job = await jobOutcome(as, started.json().job_id);
    expect(job.status, JSON.stringify(job)).toBe('completed');
    const file = await as.get(job.file_url);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-disposition']).toContain('nps.csv');
    return { job, lines: file.body.slice(1).trimEnd().split('\r\n') as string[], text: file.body as string };
  }

  it('writes one row per answer, formulas neutralised, as a Chilean spreadsheet', async () => {
    const { job, lines, text } = await exported('answers=true&dispatch_method=delivery');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(job.result).toEqual({ rows: 6, parts: 1 });
    expect(lines[0]).toBe(
      'Pedido;Respondida;Tienda;Despacho;Cliente;Correo;Encuesta;Pregunta;Categoría;Respuesta',
    );
    // 6 answer sets: 6 NPS, 6 stars, 3 comments.
    expect(lines).toHaveLength(1 + 15);
    expect(lines.filter((l) => l.endsWith(';Satisfacción (1 a 5);4'))).toHaveLength(2);
    expect(lines.some((l) => l.endsWith(`;Abierta;"'=HYPERLINK(""http://x.test"")"`))).toBe(true);
  });

  it('writes one row per answered order with its NPS group and comments, in the user’s stores only', async () => {
    const limited = await userWith(ctx, ctx.alpha, { roleNames: ['admin'], storeIds: [shop.store.id] });
    const { lines } = await exported('answers=false', limited.client);
    expect(lines[0]).toBe('Pedido;Respondida;Tienda;Despacho;Cliente;Correo;Encuesta;NPS;Grupo;Comentarios');
    expect(lines).toHaveLength(1 + 6);
    expect(lines.filter((l) => l.includes(';Detractor;'))).toHaveLength(2);
    expect(lines.some((l) => l.endsWith(';6;Detractor;Llegó frío'))).toBe(true);
    expect(lines.every((l, i) => i === 0 || l.includes(`;${shop.store.name};`))).toBe(true);
  });
});
