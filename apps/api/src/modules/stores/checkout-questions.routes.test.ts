import { fieldMessages, forbiddenMessage } from '@tablero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  expectValidationError,
  startTestApp,
  superAdmin,
  type TestContext,
  userWith,
} from '../../../test/harness.js';
import { auditOf } from './stores.test-helpers.js';

const QUESTIONS = '/api/admin/v1/checkout_questions';

let ctx: TestContext;
let admin: Client;
let betaAdmin: Client;

beforeAll(async () => {
  ctx = await startTestApp({ signInRateLimit: 1000 });
  admin = await superAdmin(ctx, ctx.alpha);
  betaAdmin = await superAdmin(ctx, ctx.beta);
});
afterAll(() => ctx?.close());

describe('checkout questions', () => {
  it('POST adds a question to the tenant’s catalogue, recorded in the audit log; GET lists them', async () => {
    const response = await admin.post(QUESTIONS, { question: '¿Necesitas cubiertos?' });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toEqual({
      id: expect.any(Number),
      question: '¿Necesitas cubiertos?',
      created_at: expect.any(String),
    });
    const list = (await admin.get(QUESTIONS)).json();
    expect(list.data).toContainEqual(created);
    expect(list.meta).toMatchObject({ page: 1, limit: 25 });
    expect((await auditOf(ctx, ctx.alpha, 'checkout_question', created.id))[0]).toMatchObject({
      action: 'create',
    });
  });

  it('searches the text, and keeps each tenant’s catalogue to itself', async () => {
    await betaAdmin.post(QUESTIONS, { question: '¿Pregunta solo de beta?' });
    expect((await admin.get(`${QUESTIONS}?query=solo de beta`)).json().meta.total_count).toBe(0);
    expect((await betaAdmin.get(`${QUESTIONS}?query=solo de beta`)).json().meta.total_count).toBe(1);
  });

  it('refuses an empty question or unknown fields', async () => {
    expectValidationError(await admin.post(QUESTIONS, { question: '   ' }), [
      { field: 'question', message: fieldMessages.required('question') },
    ]);
    expectValidationError(await admin.post(QUESTIONS, { question: 'Hola', extra: 1 }), [{ field: 'extra' }]);
  });

  it('adding one needs stores:update', async () => {
    const viewer = await userWith(ctx, ctx.alpha, { roleNames: ['user cc'] });
    expect((await viewer.client.get(QUESTIONS)).statusCode).toBe(200);
    const refused = await viewer.client.post(QUESTIONS, { question: '¿Sin permiso?' });
    expect(refused.json()).toEqual({ code: 401, message: forbiddenMessage('stores', 'update') });
  });
});
