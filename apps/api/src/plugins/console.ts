import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiPackageDir } from '../lib/api-package-dir.js';
import { notFound } from '../lib/app-error.js';
import { publicTenantView } from '../modules/tenants/tenant-view.js';

/** Where `npm run build:admin` puts the console. */
export const defaultConsoleDir = path.resolve(apiPackageDir, '../admin/dist');

/** Whether a browser navigation (rather than an API call, which asks for JSON) asked for this. */
export function wantsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/** The element the console reads its tenant from (apps/admin/src/app/tenant/load-tenant.ts). */
export const TENANT_ELEMENT_ID = 'tablero-tenant';

/**
 * The page with the tenant (what `GET /` answers a JSON client) as a data block before `</head>`:
 * not a script, which the content security policy would refuse, and nothing runs it. The console
 * starts without asking for it, a round trip less before sign-in shows. `<` is escaped so that no
 * value can close the element. No tenant: the page as built (the console asks, and says so).
 */
export function withTenant(page: string, tenant: object | null): string {
  if (!tenant) return page;
  const json = JSON.stringify(tenant).replaceAll('<', '\\u003c');
  const block = `<script type="application/json" id="${TENANT_ELEMENT_ID}">${json}</script>`;
  const at = page.includes('</head>') ? page.indexOf('</head>') : page.length;
  return `${page.slice(0, at)}${block}${page.slice(at)}`;
}

/** The public tenant of the request's host, as `GET /` answers it (modules/tenants). */
async function publicTenantOf(request: FastifyRequest) {
  const { tenants, config } = request.server;
  const slug = (await tenants.slugForHost(request.hostname.toLowerCase())) ?? config.defaultTenant;
  const tenant = await tenants.bySlugOrNull(slug);
  return tenant ? { ...publicTenantView(tenant), map_tile_url: config.mapTileUrl } : null;
}

/**
 * The console's page with its tenant inlined (and, at a console address, its chunks announced);
 * never cached, so a new build (and a changed tenant)
 * is picked up on the next visit.
 */
export async function sendConsoleIndex(reply: FastifyReply, index: Buffer, preloads = '') {
  let page = withTenant(index.toString('utf8'), await publicTenantOf(reply.request));
  if (preloads) page = page.replace('</head>', `${preloads}</head>`);
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * The signed-in console's chunks, as the build's manifest names them (apps/admin/.vite/manifest.json):
 * the routed console and the console layout with everything they import. The first screen's chunk
 * fetches them only once it has run; a page load at a console address (any but `/`, sign-in) gets
 * them announced in the page, so they download beside it. `preload` only, nothing render-blocking;
 * the console's loader finds them in the cache. Empty when the build has no manifest.
 */
export function consolePreloadLinks(manifest: Record<string, ManifestChunk>, page: string): string {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const sheet of chunk.css ?? []) files.add(sheet);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of ['src/app/routed-console.tsx', 'src/app/layouts/console-layout.tsx']) visit(key);
  return [...files]
    .filter((file) => !page.includes(`/${file}"`))
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="preload" as="style" crossorigin href="/${file}">`
        : `<link rel="modulepreload" crossorigin href="/${file}">`,
    )
    .join('');
}

function readPreloads(dir: string, page: string): string {
  const manifestFile = path.join(dir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return '';
  return consolePreloadLinks(JSON.parse(readFileSync(manifestFile, 'utf8')), page);
}

/**
 * Serves the built console on the API's origin: its assets (immutable, content-hashed names)
 * and index.html for every console route, so the browser's router takes over. Without a build
 * the API runs alone and says so.
 */
export const consolePlugin = fp<{ dir: string }>(
  async (app: FastifyInstance, { dir }) => {
    const indexFile = path.join(dir, 'index.html');
    const index = existsSync(indexFile) ? readFileSync(indexFile) : undefined;
    app.decorate('consoleIndex', index);
    if (!index) {
      app.log.warn({ dir }, 'console not built (npm run build:admin): serving the API only');
      return;
    }
    // Every address but `/` (sign-in, served by the tenants route) and a customer's poll page is a
    // signed-in console screen, whose chunks are announced.
    const preloads = readPreloads(dir, index.toString('utf8'));
    await app.register(fastifyStatic, {
      root: path.join(dir, 'assets'),
      prefix: '/assets/',
      decorateReply: false,
      immutable: true,
      maxAge: '365d',
      // The build writes `.br` and `.gz` beside each asset: sent by `accept-encoding`, `vary` set.
      preCompressed: true,
    });
    app.get('/*', { schema: { hide: true } }, async (request, reply) => {
      if (request.url.startsWith('/api/') || !wantsHtml(request)) throw notFound();
      return sendConsoleIndex(reply, index, request.url.startsWith('/encuesta/') ? '' : preloads);
    });
  },
  { name: 'console', dependencies: ['errors'] },
);
