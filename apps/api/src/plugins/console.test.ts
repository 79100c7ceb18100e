import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestContext } from '../../test/harness.js';
import { consolePreloadLinks, withTenant } from './console.js';

let ctx: TestContext;
let dir: string;
const page = '<!doctype html><head><title>Tablero</title></head><div id="root"></div>';

/** The page as served: the build's page with the host's tenant inlined before `</head>`. */
function servedTenant(body: string): Record<string, unknown> {
  const match =
    /^<!doctype html><head><title>Tablero<\/title><script type="application\/json" id="tablero-tenant">(.*)<\/script><\/head><div id="root"><\/div>$/.exec(
      body,
    );
  if (!match?.[1]) throw new Error(`no tenant inlined in ${body}`);
  return JSON.parse(match[1]);
}
/** As the build writes it: the bundle and its `.br` and `.gz` beside it. */
const bundle = `export const greetings = [${'"hola", '.repeat(400)}];`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tablero-console-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), page);
  await writeFile(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("hola")');
  await writeFile(path.join(dir, 'assets', 'bundle-def456.js'), bundle);
  await writeFile(path.join(dir, 'assets', 'bundle-def456.js.br'), brotliCompressSync(bundle));
  await writeFile(path.join(dir, 'assets', 'bundle-def456.js.gz'), gzipSync(bundle));
  ctx = await startTestApp({ consoleDir: dir, defaultTenant: 'alpha' });
});
afterAll(async () => {
  await ctx?.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string, accept: string, host = 'localhost', acceptEncoding?: string) =>
  ctx.app.inject({
    method: 'GET',
    url,
    headers: { accept, host, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });
const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('the console served by the API', () => {
  it('answers a browser at / with the console and the tenant of the host', async () => {
    const response = await get('/', browser, 'beta.localhost');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers.tenant).toBe('beta');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(servedTenant(response.body)).toEqual(
      (await get('/', 'application/json', 'beta.localhost')).json(),
    );
  });

  it('answers a JSON client at / with the tenant, as before', async () => {
    const response = await get('/', 'application/json');
    expect(response.headers.tenant).toBe('alpha');
    expect(response.json().slug).toBe('alpha');
  });

  it('answers every console route with the console, so the browser router takes over', async () => {
    const tenant = (await get('/', 'application/json')).json();
    for (const url of ['/stores', '/stores/edit-store/3/info', '/misc/not-authorized']) {
      const response = await get(url, browser);
      expect(response.statusCode, url).toBe(200);
      expect(servedTenant(response.body), url).toEqual(tenant);
    }
    expect(servedTenant((await get('/stores', browser, 'beta.localhost')).body).slug).toBe('beta');
  });

  it('inlines the tenant so that no value can close its element', () => {
    const tenant = { name: '</script><script>alert(1)</script>', slug: 'x' };
    const served = withTenant(page, tenant);
    expect(served.match(/<\/script>/g)).toHaveLength(1);
    expect(servedTenant(served)).toEqual(tenant);
  });

  it('serves assets with a long cache, and 404s unknown ones', async () => {
    const asset = await get('/assets/index-abc123.js', '*/*');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await get('/assets/missing.js', '*/*')).statusCode).toBe(404);
  });

  it('keeps API answers for API paths and non-browser requests', async () => {
    const api = await get('/api/admin/v1/no-existe', browser);
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: 1002, message: 'El recurso solicitado no existe' });
    expect((await get('/stores', 'application/json')).statusCode).toBe(404);
  });

  it('sends the brotli file the build made to a browser that accepts brotli', async () => {
    const asset = await get('/assets/bundle-def456.js', '*/*', 'localhost', 'gzip, deflate, br, zstd');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['content-type']).toContain('javascript');
    expect(asset.headers.vary).toContain('accept-encoding');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe(bundle);
  });

  it('sends the gzip file to a browser without brotli, and the file itself to one that accepts neither', async () => {
    const gzipped = await get('/assets/bundle-def456.js', '*/*', 'localhost', 'gzip, deflate');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(bundle);

    const plain = await get('/assets/bundle-def456.js', '*/*', 'localhost', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body).toBe(bundle);
  });

  it("announces the signed-in console's chunks and styles that the page does not load already", () => {
    const manifest = {
      'src/app/routed-console.tsx': {
        file: 'assets/routed-console-1.js',
        imports: ['_lib-2.js', '_boot-3.js'],
      },
      '_lib-2.js': { file: 'assets/lib-2.js', imports: ['_boot-3.js'], css: ['assets/lib-2.css'] },
      '_boot-3.js': { file: 'assets/boot-3.js' },
      'src/app/layouts/console-layout.tsx': { file: 'assets/console-layout-4.js', imports: ['_lib-2.js'] },
      'src/features/stores/store-form.tsx': { file: 'assets/store-form-5.js' },
    };
    const page = '<head><script type="module" crossorigin src="/assets/boot-3.js"></script></head>';
    expect(consolePreloadLinks(manifest, page)).toBe(
      '<link rel="modulepreload" crossorigin href="/assets/routed-console-1.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/lib-2.js">' +
        '<link rel="preload" as="style" crossorigin href="/assets/lib-2.css">' +
        '<link rel="modulepreload" crossorigin href="/assets/console-layout-4.js">',
    );
    expect(consolePreloadLinks({}, page)).toBe('');
  });
});
