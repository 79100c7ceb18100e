/** One autocannon measurement: a warm-up run that is thrown away, then the measured run. */
import autocannon from 'autocannon';
import { cpuMillis, postgresCpuMillis } from './cpu-time.js';
import type { BenchSettings } from './settings.js';

export interface LoadTarget {
  /** `signed-in` (GET /api/admin/v1/admin_users/me) or `bare` (the bare Fastify route). */
  target: string;
  url: string;
  headers?: Record<string, string>;
  /** The server's process id, to report its CPU time per request. */
  serverPid?: number;
  /** A write instead of a read: POST with this JSON body. */
  body?: unknown;
  /** A write whose body changes with each request (the request's number from 0), instead of `body`. */
  bodyOf?: (n: number) => unknown;
}

export interface Measurement {
  target: LoadTarget['target'];
  url: string;
  requestsPerSecond: number;
  latencyAvgMs: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyMaxMs: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  durationSeconds: number;
  /** Server process CPU (user + system) per answered request; null where unmeasurable. */
  serverCpuMsPerRequest: number | null;
  /** CPU of the machine's PostgreSQL processes per answered request (PGlite: in the server's). */
  postgresCpuMsPerRequest: number | null;
}

function run(target: LoadTarget, settings: BenchSettings, seconds: number): Promise<autocannon.Result> {
  const writes = target.body !== undefined || target.bodyOf !== undefined;
  let sent = 0;
  const { bodyOf } = target;
  return autocannon({
    url: target.url,
    method: writes ? 'POST' : 'GET',
    headers: {
      ...(writes ? { 'content-type': 'application/json' } : {}),
      ...target.headers,
    },
    ...(target.body === undefined ? {} : { body: JSON.stringify(target.body) }),
    ...(bodyOf
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => ({
                ...request,
                body: JSON.stringify(bodyOf(sent++)),
              }),
            },
          ],
        }
      : {}),
    connections: settings.connections,
    pipelining: settings.pipelining,
    duration: seconds,
  });
}

export async function measure(target: LoadTarget, settings: BenchSettings): Promise<Measurement> {
  await run(target, settings, settings.warmupSeconds);
  const cpuBefore = target.serverPid ? cpuMillis(target.serverPid) : undefined;
  const postgresBefore = postgresCpuMillis();
  const result = await run(target, settings, settings.durationSeconds);
  const cpuAfter = target.serverPid ? cpuMillis(target.serverPid) : undefined;
  const postgresAfter = postgresCpuMillis();
  const serverCpuMs = cpuBefore !== undefined && cpuAfter !== undefined ? cpuAfter - cpuBefore : undefined;
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {}))
    statusCodes[code] = stat.count ?? 0;
  return {
    target: target.target,
    url: target.url,
    requestsPerSecond: result.requests.average,
    latencyAvgMs: result.latency.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    latencyMaxMs: result.latency.max,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes,
    durationSeconds: result.duration,
    serverCpuMsPerRequest:
      serverCpuMs !== undefined && result.requests.total > 0 ? serverCpuMs / result.requests.total : null,
    postgresCpuMsPerRequest:
      postgresBefore !== undefined && postgresAfter !== undefined && result.requests.total > 0
        ? (postgresAfter - postgresBefore) / result.requests.total
        : null,
  };
}
