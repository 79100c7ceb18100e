/**
 * The baselines: the same Fastify version as the API with one route and nothing else (`/bare`),
 * and, given FLOOR_DATABASE_URL, each list's raw-SQL floor (`/floor/<list>?tenant_id=`): one
 * statement over a `pg` pool of the API's size, the page written as the API writes it.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { listFloors } from './list-floors.js';
import { orderFloors } from './order-floors.js';
import { reportFloors } from './report-floors.js';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true, name: 'bare' }));

const databaseUrl = process.env.FLOOR_DATABASE_URL;
const pool = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: 20 }) : undefined;
if (pool) {
  const statements = [
    ...Object.entries(listFloors).map(([name, floor]) => [name, floor.sql] as const),
    ...Object.entries(orderFloors),
    ...Object.entries(reportFloors),
  ];
  for (const [name, text] of statements) {
    app.get<{ Querystring: { tenant_id: string } }>(`/floor/${name}`, async (request, reply) => {
      const { rows } = await pool.query<{ row: unknown; total: number }>(text, [
        Number(request.query.tenant_id),
      ]);
      const total = rows[0]?.total ?? 0;
      const totalPages = Math.ceil(total / 25);
      const meta = {
        page: 1,
        limit: 25,
        total_count: total,
        total_pages: totalPages,
        next_page: totalPages > 1 ? 2 : null,
      };
      return reply.send({ data: rows.map((r) => r.row), meta });
    });
  }
}

const port = Number(process.env.PORT ?? 3999);
await app.listen({ port, host: '127.0.0.1' });

const stop = () =>
  void app.close().then(async () => {
    await pool?.end();
    process.exit(0);
  });
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
