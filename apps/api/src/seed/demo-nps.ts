import {
  type PollState,
  type QuestionCategory,
  resolvePollWrite,
  resolveQuestionWrite,
} from '@tablero/domain';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client.js';
import { insertPoll } from '../modules/nps/polls.repo.js';
import { insertQuestion } from '../modules/nps/questions.repo.js';
import type { TenantRecord } from '../modules/tenants/tenants.repo.js';

const questions: Record<string, { description: string; category: QuestionCategory }> = {
  recommend: {
    description: '¿Qué tan probable es que nos recomiendes a un amigo o familiar?',
    category: 'nps',
  },
  arrival: { description: '¿Cómo llegó tu pedido (temperatura y presentación)?', category: 'satisfaction' },
  complete: { description: '¿Tu pedido llegó completo?', category: 'yes_no' },
  service: { description: '¿Cómo fue la atención en el local?', category: 'satisfaction' },
  improve: { description: '¿Qué podríamos mejorar?', category: 'open' },
  flavour: { description: '¿Qué te pareció el sabor de tu hamburguesa?', category: 'satisfaction' },
};

const polls: { title: string; dispatch: PollState['dispatch_method']; asks: string[]; active: boolean }[] = [
  {
    title: 'Encuesta delivery',
    dispatch: 'delivery',
    asks: ['recommend', 'arrival', 'complete', 'improve'],
    active: true,
  },
  {
    title: 'Encuesta retiro en tienda',
    dispatch: 'pick_up',
    asks: ['recommend', 'service', 'improve'],
    active: true,
  },
  {
    title: 'Encuesta de sabor (borrador)',
    dispatch: 'delivery',
    asks: ['recommend', 'flavour'],
    active: false,
  },
];

/** The demo's satisfaction questions and polls, through the same rules as the API: one active poll per method. */
export async function insertDemoPolls(tx: Tx, tenant: TenantRecord): Promise<void> {
  const ids = new Map<string, number>();
  for (const [key, question] of Object.entries(questions)) {
    const result = resolveQuestionWrite(undefined, question);
    if ('errors' in result) throw new Error(`seed question ${key}: ${JSON.stringify(result.errors)}`);
    ids.set(key, await insertQuestion(tx, tenant.id, result.state));
  }
  for (const poll of polls) {
    const body = {
      title: poll.title,
      dispatch_method: poll.dispatch,
      question_ids: poll.asks.map((key) => ids.get(key)),
      active: poll.active,
    };
    const result = resolvePollWrite(undefined, body);
    if ('errors' in result) throw new Error(`seed poll ${poll.title}: ${JSON.stringify(result.errors)}`);
    await insertPoll(tx, tenant.id, result.state);
  }
}

const comments = {
  promoter: [
    'Todo llegó perfecto y muy rico.',
    'La hamburguesa estaba increíble, vuelvo a pedir seguro.',
    'Rápido y caliente, excelente servicio.',
    'Muy buena atención, súper amables.',
    'Las papas crujientes, ¡bacán!',
    'Siempre pido aquí y nunca fallan.',
  ],
  passive: [
    'Rico, pero se demoró más de lo indicado.',
    'Bien en general, las papas llegaron algo frías.',
    'Buena comida, el empaque podría mejorar.',
    'Correcto, aunque faltó una salsa.',
  ],
  detractor: [
    'El pedido llegó frío.',
    'Se demoró más de una hora.',
    'Faltó un producto en mi pedido.',
    'La hamburguesa venía desarmada.',
    'Nadie contestaba el teléfono del local.',
  ],
};

const textArray = (texts: string[]) =>
  sql`array[${sql.join(
    texts.map((t) => sql`${t}`),
    sql`, `,
  )}]::text[]`;
/** A number in [0, 1) drawn from the order's id and a salt: the same on every machine. */
const draw = (salt: string) => sql`((hashtext(r.order_id::text || ${salt}) & 1023)::numeric / 1024)`;

/**
 * Customers of about one in seven completed orders answer the active poll of their dispatch method
 * within a few hours of delivery: most recommend the brand, some stores more than others, a little
 * better as the year goes on; a third of them leave a comment that matches their score.
 */
export async function answerDemoPolls(db: Database, tenant: TenantRecord, now: Date): Promise<number> {
  return db.withTenant(tenant.id, async (tx) => {
    const inserted = await tx.execute(sql`
      insert into poll_responses (tenant_id, order_id, poll_id, store_id, dispatch_method, nps_score, answered_at)
      select o.tenant_id, o.id, p.id, o.store_id, o.dispatch_method,
        case
          when u.p < 0.30 then 10 when u.p < 0.52 then 9 when u.p < 0.66 then 8 when u.p < 0.76 then 7
          when u.p < 0.83 then 6 when u.p < 0.88 then 5 when u.p < 0.92 then 4 when u.p < 0.95 then 3
          when u.p < 0.97 then 2 when u.p < 0.985 then 1 else 0
        end,
        c.at + make_interval(mins => 20 + (hashtext(o.id::text || 'when') & 255))
      from orders o
      join polls p on p.tenant_id = o.tenant_id and p.dispatch_method = o.dispatch_method and p.active
      join lateral (select max(h.at) as at from order_status_changes h
        where h.tenant_id = o.tenant_id and h.order_id = o.id and h.to_status = 'completed') c on true
      cross join lateral (select
        ((hashtext(o.id::text || 'nps') & 1023)::numeric / 1024)
        - ((o.store_id * 37) % 7 - 3) * 0.03
        - 0.08 * greatest(0, 1 - extract(epoch from ${now}::timestamptz - o.created_at) / (365 * 86400)) as p) u
      where o.tenant_id = ${tenant.id} and o.status = 'completed'
        and (hashtext(o.id::text || 'answers') & 1023) < 150
        and c.at + make_interval(mins => 20 + (hashtext(o.id::text || 'when') & 255)) <= ${now}::timestamptz
      on conflict do nothing`);
    const answers = (category: QuestionCategory) => {
      if (category === 'nps') return sql`r.nps_score, null`;
      if (category === 'yes_no')
        return sql`case when (r.nps_score <= 4 and ${draw('complete')} < 0.5) or ${draw('complete')} < 0.04 then 0 else 1 end, null`;
      if (category === 'satisfaction')
        return sql`greatest(1, least(5, round(r.nps_score / 2.0) + case when ${draw('stars')} < 0.3 then -1 else 0 end)), null`;
      return sql`null, case
          when r.nps_score >= 9 then (${textArray(comments.promoter)})[1 + floor(${draw('text')} * ${comments.promoter.length})::int]
          when r.nps_score >= 7 then (${textArray(comments.passive)})[1 + floor(${draw('text')} * ${comments.passive.length})::int]
          else (${textArray(comments.detractor)})[1 + floor(${draw('text')} * ${comments.detractor.length})::int] end`;
    };
    for (const category of ['nps', 'yes_no', 'satisfaction', 'open'] as const)
      await tx.execute(sql`
        insert into poll_answers (tenant_id, response_id, question_id, score, text)
        select r.tenant_id, r.id, q.id, ${answers(category)}
        from poll_responses r
        join poll_questions pq on pq.tenant_id = r.tenant_id and pq.poll_id = r.poll_id
        join questions q on q.tenant_id = pq.tenant_id and q.id = pq.question_id and q.category = ${category}
        where r.tenant_id = ${tenant.id}
          ${category === 'open' ? sql`and ${draw('comment')} < case when r.nps_score <= 6 then 0.6 else 0.3 end` : sql``}
        on conflict do nothing`);
    return (inserted as unknown as { rowCount?: number }).rowCount ?? 0;
  });
}
