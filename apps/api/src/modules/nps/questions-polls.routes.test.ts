import { ErrorCode, forbiddenMessage, npsMessages } from '@tablero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  expectValidationError,
  startTestApp,
  superAdmin,
  type TestContext,
  userWith,
} from '../../../test/harness.js';
import { type OrderingStore, orderBody, orderingStore, placeOrder } from '../orders/orders.test-helpers.js';
import {
  completedOrder,
  customer,
  newPoll,
  newQuestion,
  POLLS,
  pollToken,
  QUESTIONS,
} from './nps.test-helpers.js';

let ctx: TestContext;
let admin: Client;
let shop: OrderingStore;

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await superAdmin(ctx, ctx.alpha);
  shop = await orderingStore(ctx, admin);
});
afterAll(() => ctx?.close());

const expectLocked = (response: { statusCode: number; json(): unknown }, message: string) => {
  expect(response.statusCode).toBe(409);
  expect(response.json()).toEqual({ code: ErrorCode.questionHasAnswers, message });
};

describe('questions', () => {
  it('are created, read back, listed by category and text, and a GET sent back changes nothing', async () => {
    const nps = await newQuestion(admin, '¿Nos recomendarías a un amigo?', 'nps');
    const open = await newQuestion(admin, '¿Qué podemos mejorar en la entrega?', 'open');
    const read = (await admin.get(`${QUESTIONS}/${nps.id}`)).json();
    expect(read).toMatchObject({
      description: '¿Nos recomendarías a un amigo?',
      category: 'nps',
      active_polls: [],
      answers_count: 0,
    });
    const sentBack = await admin.patch(`${QUESTIONS}/${nps.id}`, read);
    expect(sentBack.statusCode).toBe(200);
    expect(sentBack.json()).toEqual(read);
    const byCategory = (await admin.get(`${QUESTIONS}?category=open`))
      .json()
      .data.map((q: { id: number }) => q.id);
    expect(byCategory).toContain(open.id);
    expect(byCategory).not.toContain(nps.id);
    const byText = (await admin.get(`${QUESTIONS}?query=ENTREGA`))
      .json()
      .data.map((q: { id: number }) => q.id);
    expect(byText).toEqual([open.id]);
  });

  it('refuses a missing, empty, too long or unknown field, saving nothing', async () => {
    const before = (await admin.get(QUESTIONS)).json().meta.total_count;
    expectValidationError(await admin.post(QUESTIONS, { description: 'Sin tipo' }), [
      { field: 'category', message: 'El campo category es requerido' },
    ]);
    expectValidationError(await admin.post(QUESTIONS, { description: '   ', category: 'rating' }), [
      { field: 'description' },
      { field: 'category' },
    ]);
    expectValidationError(await admin.post(QUESTIONS, { description: 'x'.repeat(301), category: 'nps' }), [
      { field: 'description', message: 'El campo description debe tener máximo 300 caracteres' },
    ]);
    expectValidationError(await admin.post(QUESTIONS, { description: 'Hola', category: 'nps', score: 3 }), [
      { field: 'score', message: 'El campo score no está permitido' },
    ]);
    expect((await admin.get(QUESTIONS)).json().meta.total_count).toBe(before);
  });

  it('answer 404 to another tenant, and 403 to a role without the area', async () => {
    const question = await newQuestion(admin, '¿Volverías a pedir?', 'yes_no');
    const beta = await superAdmin(ctx, ctx.beta);
    expect((await beta.get(`${QUESTIONS}/${question.id}`)).statusCode).toBe(404);
    expect((await beta.patch(`${QUESTIONS}/${question.id}`, { description: 'Otra' })).statusCode).toBe(404);
    expect((await beta.delete(`${QUESTIONS}/${question.id}`)).statusCode).toBe(404);
    const kitchen = await userWith(ctx, ctx.alpha, { roleNames: ['user kds'] });
    const refused = await kitchen.client.post(QUESTIONS, { description: 'Hola', category: 'nps' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(forbiddenMessage('questions', 'create'));
    expect((await kitchen.client.get(POLLS)).statusCode).toBe(403);
  });
});

describe('polls', () => {
  it('need one NPS question at least, every question the tenant’s, none twice', async () => {
    const open = await newQuestion(admin, '¿Algo más?', 'open');
    const foreign = await newQuestion(await superAdmin(ctx, ctx.beta), '¿De otro?', 'nps');
    const body = { title: 'Delivery', dispatch_method: 'delivery' };
    expectValidationError(await admin.post(POLLS, { ...body, question_ids: [open.id] }), [
      { field: 'question_ids', message: npsMessages.noNpsQuestion },
    ]);
    expectValidationError(await admin.post(POLLS, { ...body, question_ids: [open.id, foreign.id] }), [
      { field: 'question_ids', message: npsMessages.questionUnknown(foreign.id) },
    ]);
    expectValidationError(await admin.post(POLLS, { ...body, question_ids: [open.id, open.id] }), [
      { field: 'question_ids' },
    ]);
    expectValidationError(await admin.post(POLLS, { ...body, question_ids: [] }), [
      { field: 'question_ids' },
    ]);
    expectValidationError(
      await admin.post(POLLS, { title: 'X', dispatch_method: 'both', question_ids: [open.id] }),
      [{ field: 'dispatch_method' }],
    );
  });

  it('are one active per dispatch method; the questions keep their order', async () => {
    const nps = await newQuestion(admin, '¿Recomendarías el retiro en tienda?', 'nps');
    const stars = await newQuestion(admin, '¿Cómo te atendieron?', 'satisfaction');
    const first = await newPoll(admin, {
      title: 'Retiro A',
      dispatch_method: 'pick_up',
      question_ids: [stars.id, nps.id],
    });
    expect(first).toMatchObject({ active: false, question_ids: [stars.id, nps.id] });
    expect((await admin.patch(`${POLLS}/${first.id}`, { active: true })).statusCode).toBe(200);
    const second = await newPoll(admin, {
      title: 'Retiro B',
      dispatch_method: 'pick_up',
      question_ids: [nps.id],
    });
    expectValidationError(await admin.patch(`${POLLS}/${second.id}`, { active: true }), [
      { field: 'active', message: npsMessages.activePollTaken('Retiro A') },
    ]);
    expectValidationError(
      await admin.post(POLLS, {
        title: 'Retiro C',
        dispatch_method: 'pick_up',
        question_ids: [nps.id],
        active: true,
      }),
      [{ field: 'active' }],
    );
    expect((await admin.get(`${POLLS}/${second.id}`)).json().active).toBe(false);
    expect((await admin.patch(`${POLLS}/${first.id}`, { active: false })).statusCode).toBe(200);
    const activated = await admin.patch(`${POLLS}/${second.id}`, {
      active: true,
      question_ids: [nps.id, stars.id],
    });
    expect(activated.json()).toMatchObject({ active: true, question_ids: [nps.id, stars.id] });
    expect(activated.json().questions.map((q: { category: string }) => q.category)).toEqual([
      'nps',
      'satisfaction',
    ]);
    const active = (await admin.get(`${POLLS}?active=true&dispatch_method=pick_up`)).json().data;
    expect(active.map((p: { id: number }) => p.id)).toEqual([second.id]);
    expect((await admin.patch(`${POLLS}/${second.id}`, { active: false })).statusCode).toBe(200);
  });

  it('lock their questions while active: 1054 on a change or a delete, free again once inactive', async () => {
    const nps = await newQuestion(admin, '¿Qué tan probable es que nos recomiendes?', 'nps');
    const extra = await newQuestion(admin, '¿Llegó caliente?', 'yes_no');
    const poll = await newPoll(admin, {
      title: 'Bloqueo',
      dispatch_method: 'delivery',
      question_ids: [nps.id, extra.id],
      active: true,
    });
    expect((await admin.get(`${QUESTIONS}/${extra.id}`)).json().active_polls).toEqual(['Bloqueo']);
    expectLocked(
      await admin.patch(`${QUESTIONS}/${extra.id}`, { description: 'Otra' }),
      npsMessages.inActivePoll('Bloqueo'),
    );
    expectLocked(await admin.delete(`${QUESTIONS}/${extra.id}`), npsMessages.inActivePoll('Bloqueo'));
    expect((await admin.get(`${QUESTIONS}/${extra.id}`)).json().description).toBe('¿Llegó caliente?');
    expect((await admin.patch(`${POLLS}/${poll.id}`, { active: false })).statusCode).toBe(200);
    expect(
      (await admin.patch(`${QUESTIONS}/${extra.id}`, { description: '¿Llegó a tiempo?' })).statusCode,
    ).toBe(200);
    expect((await admin.delete(`${QUESTIONS}/${extra.id}`)).statusCode).toBe(200);
    expect((await admin.get(`${POLLS}/${poll.id}`)).json().question_ids).toEqual([nps.id]);
    expect((await admin.delete(`${POLLS}/${poll.id}`)).statusCode).toBe(200);
    expect((await admin.get(`${POLLS}/${poll.id}`)).statusCode).toBe(404);
  });
});

describe('answers through the link of a completed order', () => {
  it('are taken once; the question keeps its category and stays, the poll stays', async () => {
    const nps = await newQuestion(admin, '¿Recomendarías nuestro delivery?', 'nps');
    const stars = await newQuestion(admin, '¿Cómo llegó la comida?', 'satisfaction');
    const comment = await newQuestion(admin, 'Cuéntanos más', 'open');
    const poll = await newPoll(admin, {
      title: 'Delivery respuestas',
      dispatch_method: 'delivery',
      question_ids: [nps.id, stars.id, comment.id],
      active: true,
    });
    const order = await completedOrder(ctx, admin, shop);
    const token = await pollToken(admin, order.id);
    const link = customer(ctx, ctx.alpha);
    const shown = await link.show(token);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({
      poll_id: poll.id,
      title: 'Delivery respuestas',
      order: { code: order.code, store_name: shop.store.name, dispatch_method: 'delivery' },
      answered_at: null,
    });
    expect(shown.json().questions.map((q: { id: number }) => q.id)).toEqual([nps.id, stars.id, comment.id]);

    const answers = [
      { question_id: nps.id, value: 9 },
      { question_id: stars.id, value: 4 },
      { question_id: comment.id, value: 'Muy rica, llegó a la hora' },
    ];
    const answered = await link.answer(token, { poll_id: poll.id, answers });
    expect(answered.statusCode, answered.body).toBe(201);
    expect((await link.show(token)).json().answered_at).not.toBeNull();
    expectValidationError(await link.answer(token, { poll_id: poll.id, answers }), [
      { field: 'order', message: npsMessages.alreadyAnswered },
    ]);
    expect((await admin.get(`${QUESTIONS}/${nps.id}`)).json().answers_count).toBe(1);

    expect((await admin.patch(`${POLLS}/${poll.id}`, { active: false })).statusCode).toBe(200);
    expectLocked(
      await admin.patch(`${QUESTIONS}/${stars.id}`, { category: 'nps' }),
      npsMessages.categoryWithAnswers,
    );
    expectLocked(await admin.delete(`${QUESTIONS}/${stars.id}`), npsMessages.deleteWithAnswers);
    expect(
      (await admin.patch(`${QUESTIONS}/${stars.id}`, { description: '¿Cómo llegó tu pedido?' })).statusCode,
    ).toBe(200);
    expectValidationError(await admin.delete(`${POLLS}/${poll.id}`), [
      { field: 'id', message: npsMessages.pollWithAnswers },
    ]);
    // The poll the customer answered still shows, though no longer active.
    expect((await link.show(token)).json().poll_id).toBe(poll.id);
  });

  it('refuse answers of the wrong kind, a missing NPS answer or a changed poll, saving nothing', async () => {
    const nps = await newQuestion(admin, '¿Del 0 al 10?', 'nps');
    const yes = await newQuestion(admin, '¿Llegó completo?', 'yes_no');
    const stars = await newQuestion(admin, '¿Y el sabor?', 'satisfaction');
    const poll = await newPoll(admin, {
      title: 'Tipos',
      dispatch_method: 'delivery',
      question_ids: [nps.id, yes.id, stars.id],
      active: true,
    });
    const order = await completedOrder(ctx, admin, shop);
    const token = await pollToken(admin, order.id);
    const link = customer(ctx, ctx.alpha);
    const send = (answers: unknown[], pollId = poll.id) => link.answer(token, { poll_id: pollId, answers });
    expectValidationError(await send([{ question_id: nps.id, value: 11 }]), [
      { field: 'answers.0.value', message: npsMessages.answerOutOfScale(0, 10) },
    ]);
    expectValidationError(await send([{ question_id: nps.id, value: 7.5 }]), [{ field: 'answers.0.value' }]);
    expectValidationError(
      await send([
        { question_id: nps.id, value: 8 },
        { question_id: yes.id, value: 1 },
      ]),
      [{ field: 'answers.1.value', message: npsMessages.answerYesNo }],
    );
    expectValidationError(
      await send([
        { question_id: nps.id, value: 8 },
        { question_id: stars.id, value: 0 },
      ]),
      [{ field: 'answers.1.value', message: npsMessages.answerOutOfScale(1, 5) }],
    );
    expectValidationError(await send([{ question_id: yes.id, value: true }]), [{ field: 'answers' }]);
    expectValidationError(
      await send([
        { question_id: nps.id, value: 8 },
        { question_id: 999_999, value: 3 },
      ]),
      [{ field: 'answers.1.question_id', message: npsMessages.answerNotInPoll }],
    );
    expectValidationError(await send([{ question_id: nps.id, value: 8 }], poll.id + 1000), [
      { field: 'poll_id', message: npsMessages.pollChanged },
    ]);
    expectValidationError(await link.answer(token, [10]), [{ field: 'body' }]);
    expect((await link.show(token)).json().answered_at).toBeNull();
    expect((await admin.get(`${QUESTIONS}/${nps.id}`)).json().answers_count).toBe(0);
    const skipped = await send([
      { question_id: nps.id, value: 0 },
      { question_id: yes.id, value: false },
    ]);
    expect(skipped.statusCode, skipped.body).toBe(201);
    expect((await admin.get(`${QUESTIONS}/${stars.id}`)).json().answers_count).toBe(0);
    expect((await admin.patch(`${POLLS}/${poll.id}`, { active: false })).statusCode).toBe(200);
  });

  it('work only for a completed order of the tenant, signed by the server, for 30 days', async () => {
    const nps = await newQuestion(admin, '¿Recomendarías?', 'nps');
    const poll = await newPoll(admin, {
      title: 'Plazo',
      dispatch_method: 'pick_up',
      question_ids: [nps.id],
      active: true,
    });
    const order = await completedOrder(ctx, admin, shop, 'pick_up');
    const token = await pollToken(admin, order.id);
    const link = customer(ctx, ctx.alpha);
    expect((await link.show(token)).statusCode).toBe(200);

    const [orderId, tag] = token.split('.') as [string, string];
    const forged = `${Number(orderId) - 1}.${tag}`;
    const altered = `${orderId}.${tag.slice(0, 4)}${tag[4] === 'A' ? 'B' : 'A'}${tag.slice(5)}`;
    for (const bad of [forged, altered, 'abc', `${orderId}`]) {
      const shown = await link.show(bad);
      expect(shown.statusCode, bad).toBe(404);
      expect(shown.json().message).toBe(npsMessages.linkUnknown);
    }
    // The same order number in another tenant is another order: the token names the tenant too.
    expect((await customer(ctx, ctx.beta).show(token)).json().message).toBe(npsMessages.linkUnknown);

    const waiting = await placeOrder(ctx, ctx.alpha, orderBody(shop));
    expectValidationError(await admin.get(`/api/admin/v1/orders/${waiting.json().id}/poll_link`), [
      { field: 'status', message: npsMessages.orderNotCompleted },
    ]);

    await ctx.db.executeOwnerSql(
      `update order_status_changes set at = now() - interval '31 days' where tenant_id = $1 and order_id = $2`,
      [ctx.alpha.id, order.id],
    );
    const expired = await link.show(token);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toBe(npsMessages.linkExpired);
    expect(
      (await link.answer(token, { poll_id: poll.id, answers: [{ question_id: nps.id, value: 10 }] }))
        .statusCode,
    ).toBe(404);
    expectValidationError(await admin.get(`/api/admin/v1/orders/${order.id}/poll_link`), [
      { field: 'status', message: npsMessages.linkExpired },
    ]);
    expect((await admin.patch(`${POLLS}/${poll.id}`, { active: false })).statusCode).toBe(200);
    const later = await completedOrder(ctx, admin, shop, 'pick_up');
    expect((await link.show(await pollToken(admin, later.id))).json().message).toBe(npsMessages.noActivePoll);
  });
});
