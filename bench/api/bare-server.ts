/** The baseline: the same Fastify version as the API, one route, nothing else. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true, name: 'bare' }));

const port = Number(process.env.PORT ?? 3999);
await app.listen({ port, host: '127.0.0.1' });

const stop = () => void app.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
