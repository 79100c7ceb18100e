import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { customLandingMessages, ErrorCode, errorMessages, forbiddenMessage } from '@tablero/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  client,
  expectValidationError,
  startTestApp,
  superAdmin,
  type TestContext,
  userWith,
} from '../../../test/harness.js';
import { expectResourceUnchanged } from '../stores/stores.test-helpers.js';

const LANDINGS = '/api/admin/v1/custom_landings';
const PUBLIC = '/api/public/v1/custom_landings';
const PAGE_IMAGE = '/api/admin/v1/page/image';

let ctx: TestContext;
let admin: Client;

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await superAdmin(ctx, ctx.alpha);
});
afterAll(() => ctx?.close());

const tag = () => Math.random().toString(36).slice(2, 8);
const base64 = (text: string | Buffer) => Buffer.from(text).toString('base64');

interface Landing {
  id: number;
  name: string;
  slug: string;
  status: string;
  html: string;
  content: unknown[] | null;
  thumbnail: string | null;
  published_at: string | null;
  editor: { id: number | null; name: string };
}

async function createLanding(fields: Record<string, unknown> = {}, as = admin) {
  const response = await as.post(LANDINGS, { name: 'Promo de verano', slug: `promo-${tag()}`, ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Landing;
}

async function deploy(id: number, html: string, as = admin) {
  const response = await as.post(`${LANDINGS}/${id}/deploy`, { html: base64(html) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Landing;
}

/** The frame size a baseline or progressive JPEG declares in its SOF segment. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 2).toString('hex')).toBe('ffd8');
  let at = 2;
  while (at + 9 < bytes.length) {
    expect(bytes[at]).toBe(0xff);
    const marker = bytes[at + 1] as number;
    const length = bytes.readUInt16BE(at + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  throw new Error('no SOF segment in the JPEG');
}

async function setFeature(on: boolean) {
  await ctx.db.executeOwnerSql(
    on
      ? `update tenants set features = array_append(array_remove(features, 'custom_landings'), 'custom_landings') where id = $1`
      : `update tenants set features = array_remove(features, 'custom_landings') where id = $1`,
    [ctx.alpha.id],
  );
  ctx.app.tenants.forget();
}

describe('custom landings', () => {
  it('creates a draft without HTML or thumbnail, reads it back, and a GET sent back changes nothing', async () => {
    const slug = `verano-${tag()}`;
    const landing = await createLanding({ name: 'Verano', slug });
    expect(landing).toMatchObject({
      name: 'Verano',
      slug,
      status: 'draft',
      html: '',
      thumbnail: null,
      published_at: null,
      editor: { name: expect.any(String) },
    });
    const read = (await admin.get(`${LANDINGS}/${landing.id}`)).json();
    expect(read).toEqual(landing);
    const again = await admin.patch(`${LANDINGS}/${landing.id}`, read);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(read);
    const renamed = await admin.patch(`${LANDINGS}/${landing.id}`, { name: 'Verano 2027' });
    expect(renamed.json()).toMatchObject({ name: 'Verano 2027', slug });
  });

  it('lists a page at a time without the HTML, filtered by name and status', async () => {
    const name = `Lista ${tag()}`;
    const first = await createLanding({ name: `${name} uno` });
    const second = await createLanding({ name: `${name} dos` });
    await deploy(second.id, '<h1>Dos</h1>');
    await admin.patch(`${LANDINGS}/${second.id}`, { status: 'published' });
    const listed = (await admin.get(`${LANDINGS}?query=${encodeURIComponent(name)}`)).json();
    expect(listed.meta).toMatchObject({ page: 1, total_count: 2, next_page: null });
    // Last changed first.
    expect(listed.data.map((row: Landing) => row.id)).toEqual([second.id, first.id]);
    expect(listed.data[0]).not.toHaveProperty('html');
    const published = (
      await admin.get(`${LANDINGS}?query=${encodeURIComponent(name)}&status=published`)
    ).json();
    expect(published.data.map((row: Landing) => row.id)).toEqual([second.id]);
    const paged = (await admin.get(`${LANDINGS}?query=${encodeURIComponent(name)}&limit=1&page=2`)).json();
    expect(paged.data.map((row: Landing) => row.id)).toEqual([first.id]);
  });

  it.each([
    { rule: 'a space', slug: 'promo verano', message: customLandingMessages.slug },
    { rule: 'a capital', slug: 'Promo', message: customLandingMessages.slug },
    { rule: 'a slash', slug: 'promo/verano', message: customLandingMessages.slug },
    { rule: 'two hyphens in a row', slug: 'promo--verano', message: customLandingMessages.slug },
    { rule: 'a leading hyphen', slug: '-promo', message: customLandingMessages.slug },
  ])('refuses an address with $rule, and saves nothing', async ({ slug, message }) => {
    const before = (await admin.get(LANDINGS)).json().meta.total_count;
    expectValidationError(await admin.post(LANDINGS, { name: 'Mala', slug }), [{ field: 'slug', message }]);
    expect((await admin.get(LANDINGS)).json().meta.total_count).toBe(before);
  });

  it('names every missing field at once, and refuses an address another landing has', async () => {
    expectValidationError(await admin.post(LANDINGS, {}), [{ field: 'name' }, { field: 'slug' }]);
    const taken = await createLanding();
    expectValidationError(await admin.post(LANDINGS, { name: 'Otra', slug: taken.slug }), [
      { field: 'slug', message: customLandingMessages.slugTaken },
    ]);
    const other = await createLanding();
    await expectResourceUnchanged(ctx, ctx.alpha, admin, `${LANDINGS}/${other.id}`, async () =>
      expectValidationError(await admin.patch(`${LANDINGS}/${other.id}`, { slug: taken.slug }), [
        { field: 'slug', message: customLandingMessages.slugTaken },
      ]),
    );
  });

  it('publishes and unpublishes through PATCH status, only with HTML', async () => {
    const landing = await createLanding();
    const empty = await admin.patch(`${LANDINGS}/${landing.id}`, { status: 'published' });
    expectValidationError(empty, [{ field: 'status', message: customLandingMessages.publishWithoutHtml }]);
    expect(
      (await admin.post(LANDINGS, { name: 'Ya publicada', slug: `pub-${tag()}`, status: 'published' }))
        .statusCode,
    ).toBe(422);
    await deploy(landing.id, '<h1>Lista</h1>');
    const published = await admin.patch(`${LANDINGS}/${landing.id}`, { status: 'published' });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ status: 'published', published_at: expect.any(String) });
    const draft = await admin.patch(`${LANDINGS}/${landing.id}`, { status: 'draft' });
    expect(draft.json()).toMatchObject({ status: 'draft', published_at: null });
    expectValidationError(await admin.patch(`${LANDINGS}/${landing.id}`, { status: 'archived' }), [
      { field: 'status' },
    ]);
  });

  it('shows the storefront a published landing by its address, and a draft not at all', async () => {
    const landing = await createLanding();
    const html = '<h1>Dos hamburguesas por $9.990</h1><p>Sólo este fin de semana — ¡ñam!</p>';
    await deploy(landing.id, html);
    const storefront = client(ctx.app, ctx.alpha.slug);
    expect((await storefront.get(`${PUBLIC}/${landing.slug}`)).statusCode).toBe(404);
    await admin.patch(`${LANDINGS}/${landing.id}`, { status: 'published' });
    const shown = await storefront.get(`${PUBLIC}/${landing.slug}`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({ id: landing.id, slug: landing.slug, html });
    expect(shown.headers['content-type']).toMatch(/application\/json/);
    expect((await client(ctx.app, ctx.beta.slug).get(`${PUBLIC}/${landing.slug}`)).statusCode).toBe(404);
    expect((await storefront.get(`${PUBLIC}/no-existe-${tag()}`)).statusCode).toBe(404);
    await admin.patch(`${LANDINGS}/${landing.id}`, { status: 'draft' });
    expect((await storefront.get(`${PUBLIC}/${landing.slug}`)).statusCode).toBe(404);
  });

  it('deploys base64 HTML: saves it and renders a 420×260 JPEG thumbnail the console reads signed in', async () => {
    const landing = await createLanding();
    const html = '<body style="margin:0;background:#c62828;color:#fff"><h1>Promo ñandú</h1></body>';
    const deployed = await deploy(landing.id, html);
    expect(deployed.html).toBe(html);
    expect(deployed.thumbnail).toMatch(new RegExp(`^${LANDINGS}/${landing.id}/thumbnail\\?v=\\d+$`));
    const picture = await admin.raw({ method: 'GET', url: deployed.thumbnail as string });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect(jpegSize(picture.rawPayload)).toEqual({ width: 420, height: 260 });
    // Mostly the landing's red: the page was really rendered, not a blank picture.
    const { default: sharp } = await import('sharp');
    const { dominant } = await sharp(picture.rawPayload).stats();
    expect(dominant.r).toBeGreaterThan(150);
    expect(dominant.g).toBeLessThan(100);
    expect((await client(ctx.app, ctx.alpha.slug).get(deployed.thumbnail as string)).statusCode).toBe(401);
    // New HTML, a new picture at a new address.
    const again = await deploy(landing.id, '<h1>Otra</h1>');
    expect(again.thumbnail).not.toBe(deployed.thumbnail);
    expect(again.thumbnail).not.toBeNull();
  });

  it.each([
    { rule: 'characters outside base64', html: '<h1>sin codificar</h1>' },
    { rule: 'missing padding', html: base64('<h1>x</h1>').replace(/=+$/, '') },
    { rule: 'spaces', html: base64('<h1>Promo de verano</h1>').replace(/(.{8})/, '$1 ') },
    {
      rule: 'the URL-safe alphabet',
      html: base64('<p>??>>??</p>').replaceAll('/', '_').replaceAll('+', '-'),
    },
    {
      rule: 'bytes that are not UTF-8',
      html: Buffer.from([0x3c, 0x70, 0x3e, 0xff, 0xfe, 0x3c]).toString('base64'),
    },
    { rule: 'Latin-1 text', html: Buffer.from('<p>Ñandú</p>', 'latin1').toString('base64') },
    { rule: 'nothing but spaces', html: base64('   \n ') },
    { rule: 'a NUL character', html: base64('<p>a\u0000b</p>') },
  ])('refuses a deploy with $rule under html, and changes nothing', async ({ html }) => {
    const landing = await createLanding();
    await deploy(landing.id, '<p>antes</p>');
    await expectResourceUnchanged(ctx, ctx.alpha, admin, `${LANDINGS}/${landing.id}`, async () =>
      expectValidationError(await admin.post(`${LANDINGS}/${landing.id}/deploy`, { html }), [
        { field: 'html' },
      ]),
    );
  });

  it('keeps the page builder’s sections a deploy was made from, cleaned, and shows them to the storefront', async () => {
    const landing = await createLanding();
    const sections = [
      { type: 'hero', display_name: 'Portada', props: { title: 'Cyber', button_url: '/menu' } },
      {
        type: 'rich_text',
        display_name: 'Texto',
        props: { html: '<p onclick="x()">Hola</p><script>x()</script>' },
      },
    ];
    const body = { html: base64('<h1>Cyber</h1><p>Hola</p>'), content: sections };
    const deployed = await admin.post(`${LANDINGS}/${landing.id}/deploy`, body);
    expect(deployed.statusCode, deployed.body).toBe(200);
    expect(deployed.json().content).toEqual([
      sections[0],
      { type: 'rich_text', display_name: 'Texto', props: { html: '<p>Hola</p>' } },
    ]);
    expect((await admin.patch(`${LANDINGS}/${landing.id}`, { status: 'published' })).statusCode).toBe(200);
    const shown = await client(ctx.app, ctx.alpha.slug).get(`${PUBLIC}/${landing.slug}`);
    expect(shown.json()).toMatchObject({
      html: '<h1>Cyber</h1><p>Hola</p>',
      content: [{ type: 'hero' }, { type: 'rich_text' }],
    });

    expectValidationError(
      await admin.post(`${LANDINGS}/${landing.id}/deploy`, {
        html: base64('<h1>x</h1>'),
        content: [{ type: 'hero', display_name: 'Portada', props: { button_url: 'javascript:alert(1)' } }],
      }),
      [{ field: 'content.0.props' }],
    );
    // HTML written by hand again: the sections are gone, so the console no longer offers them.
    expect((await deploy(landing.id, '<h1>A mano</h1>')).content).toBeNull();
  });

  it('refuses HTML over 1 MB with 413, and a body without html with 422', async () => {
    const landing = await createLanding();
    const big = `<p>${'a'.repeat(1_048_576)}</p>`;
    const response = await admin.post(`${LANDINGS}/${landing.id}/deploy`, { html: base64(big) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: ErrorCode.payloadTooLarge,
      message: customLandingMessages.htmlTooLarge,
    });
    expectValidationError(await admin.post(`${LANDINGS}/${landing.id}/deploy`, {}), [{ field: 'html' }]);
    expect((await admin.get(`${LANDINGS}/${landing.id}`)).json().html).toBe('');
  });

  it('deletes a landing, its picture with it, and frees its address', async () => {
    const landing = await createLanding();
    const deployed = await deploy(landing.id, '<p>adiós</p>');
    const removed = await admin.delete(`${LANDINGS}/${landing.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe(customLandingMessages.deleted);
    expect((await admin.get(`${LANDINGS}/${landing.id}`)).statusCode).toBe(404);
    expect((await admin.raw({ method: 'GET', url: deployed.thumbnail as string })).statusCode).toBe(404);
    expect((await admin.delete(`${LANDINGS}/${landing.id}`)).statusCode).toBe(404);
    await createLanding({ slug: landing.slug });
  });

  it('answers 404 to another tenant and 403 to a role without the pages area', async () => {
    const landing = await createLanding();
    const deployed = await deploy(landing.id, '<p>ajena</p>');
    const beta = await superAdmin(ctx, ctx.beta);
    const url = `${LANDINGS}/${landing.id}`;
    await expectResourceUnchanged(ctx, ctx.alpha, admin, url, async () => {
      expect((await beta.get(url)).statusCode).toBe(404);
      expect((await beta.patch(url, { name: 'Ajena' })).statusCode).toBe(404);
      expect((await beta.post(`${url}/deploy`, { html: base64('<p>mía</p>') })).statusCode).toBe(404);
      expect((await beta.get(deployed.thumbnail as string)).statusCode).toBe(404);
      expect((await beta.delete(url)).statusCode).toBe(404);
    });
    expect((await beta.get(LANDINGS)).json().data.map((row: Landing) => row.id)).not.toContain(landing.id);
    const kitchen = await userWith(ctx, ctx.alpha, { roleNames: ['user kds'] });
    expect((await kitchen.client.get(LANDINGS)).statusCode).toBe(403);
    const refused = await kitchen.client.patch(url, { name: 'Cocina' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(forbiddenMessage('pages', 'update'));
    const image = await kitchen.client.post(PAGE_IMAGE, { html: '<p>x</p>' });
    expect(image.json().message).toBe(forbiddenMessage('pages', 'create'));
  });

  it('refuses the whole area with 403 while the tenant lacks the flag, and changes nothing', async () => {
    const landing = await createLanding();
    await deploy(landing.id, '<p>con bandera</p>');
    await admin.patch(`${LANDINGS}/${landing.id}`, { status: 'published' });
    await setFeature(false);
    try {
      const url = `${LANDINGS}/${landing.id}`;
      for (const response of [
        await admin.get(LANDINGS),
        await admin.post(LANDINGS, { name: 'Sin bandera', slug: `sin-${tag()}` }),
        await admin.get(url),
        await admin.patch(url, { status: 'draft' }),
        await admin.post(`${url}/deploy`, { html: base64('<p>cambiada</p>') }),
        await admin.delete(url),
      ]) {
        expect(response.statusCode, response.body).toBe(403);
        expect(response.json()).toEqual({
          code: ErrorCode.forbidden,
          message: customLandingMessages.featureOff,
        });
      }
      // The storefront does not learn the area exists.
      expect((await client(ctx.app, ctx.alpha.slug).get(`${PUBLIC}/${landing.slug}`)).statusCode).toBe(404);
      // Signing in comes first: no token is still a 401.
      expect((await client(ctx.app, ctx.alpha.slug).get(LANDINGS)).statusCode).toBe(401);
    } finally {
      await setFeature(true);
    }
    expect((await admin.get(`${LANDINGS}/${landing.id}`)).json()).toMatchObject({
      status: 'published',
      html: '<p>con bandera</p>',
    });
  });
});

describe('screenshot service (POST /v1/page/image)', () => {
  it('answers a JPEG of the HTML, 420×260 by default and at the size asked', async () => {
    const response = await admin.post(PAGE_IMAGE, {
      html: '<h1>Hola</h1>',
      width: 420,
      height: 260,
      type: 'jpg',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(jpegSize(response.rawPayload)).toEqual({ width: 420, height: 260 });
    const sized = await admin.post(PAGE_IMAGE, { html: '<h1>Hola</h1>', width: 300, height: 200 });
    expect(jpegSize(sized.rawPayload)).toEqual({ width: 300, height: 200 });
  });

  it('renders without scripts and without reaching outside', async () => {
    // A server the page names for its picture, style sheet and frame: it must hear nothing.
    const heard: string[] = [];
    const outside = createServer((request, response) => {
      heard.push(request.url ?? '');
      response.end();
    });
    await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(outside.address() as AddressInfo).port}`;
    try {
      // A script that would paint the whole page red: it must not run.
      const html =
        `<link rel="stylesheet" href="${origin}/estilo.css"><body style="margin:0;background:#fff">` +
        '<script>document.body.innerHTML = \'<div style="width:420px;height:260px;background:#f00"></div>\'</script>' +
        `<img src="${origin}/promo.png" alt=""><iframe src="${origin}/marco"></iframe></body>`;
      const response = await admin.post(PAGE_IMAGE, { html });
      expect(response.statusCode, response.body).toBe(200);
      const { default: sharp } = await import('sharp');
      const { channels } = await sharp(response.rawPayload).stats();
      expect(channels[1]?.mean).toBeGreaterThan(200);
      expect(heard).toEqual([]);
    } finally {
      await new Promise((resolve) => outside.close(resolve));
    }
  });

  it('is for signed-in staff, and refuses another type or size with 422', async () => {
    expect((await client(ctx.app, ctx.alpha.slug).post(PAGE_IMAGE, { html: '<p>x</p>' })).statusCode).toBe(
      401,
    );
    expectValidationError(await admin.post(PAGE_IMAGE, { html: '<p>x</p>', type: 'png' }), [
      { field: 'type' },
    ]);
    expectValidationError(await admin.post(PAGE_IMAGE, { html: '<p>x</p>', width: 0 }), [{ field: 'width' }]);
    expectValidationError(await admin.post(PAGE_IMAGE, { html: '' }), [{ field: 'html' }]);
  });
});

describe('without Chromium on the server', () => {
  let bare: TestContext;
  let bareAdmin: Client;
  beforeAll(async () => {
    bare = await startTestApp({ screenshots: { chromiumPath: '/nonexistent/chromium', timeoutMs: 5000 } });
    bareAdmin = await superAdmin(bare, bare.alpha);
  });
  afterAll(() => bare?.close());

  it('saves the deployed HTML all the same, with no thumbnail, and the service says it is unavailable', async () => {
    const landing = await createLanding({}, bareAdmin);
    const deployed = await deploy(landing.id, '<h1>Sin miniatura</h1>', bareAdmin);
    expect(deployed).toMatchObject({ html: '<h1>Sin miniatura</h1>', thumbnail: null });
    expect((await bareAdmin.get(`${LANDINGS}/${landing.id}/thumbnail`)).statusCode).toBe(404);
    const published = await bareAdmin.patch(`${LANDINGS}/${landing.id}`, { status: 'published' });
    expect(published.statusCode, published.body).toBe(200);
    const image = await bareAdmin.post(PAGE_IMAGE, { html: '<p>x</p>' });
    expect(image.statusCode).toBe(503);
    expect(image.json()).toEqual({
      code: ErrorCode.serviceUnavailable,
      message: customLandingMessages.screenshotUnavailable,
    });
    expect(errorMessages.serviceUnavailable).toBeTruthy();
  });
});

describe('a screenshot that takes longer than the limit', () => {
  let hurried: TestContext;
  let hurriedAdmin: Client;
  beforeAll(async () => {
    hurried = await startTestApp({ screenshots: { chromiumPath: '/usr/bin/chromium', timeoutMs: 1 } });
    hurriedAdmin = await superAdmin(hurried, hurried.alpha);
  });
  afterAll(() => hurried?.close());

  it('answers 503 in time, and the service keeps taking pictures after it', async () => {
    const heavy = `<div>${'<p style="box-shadow:0 0 40px #000">Promo</p>'.repeat(20_000)}</div>`;
    const image = await hurriedAdmin.post(PAGE_IMAGE, { html: heavy });
    expect(image.statusCode, image.body).toBe(503);
    expect(image.json()).toMatchObject({
      code: ErrorCode.serviceUnavailable,
      message: customLandingMessages.screenshotFailed,
    });
    // The process lives on after a render it gave up on, and answers the next one the same way.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await hurriedAdmin.post(PAGE_IMAGE, { html: '<p>x</p>' })).statusCode).toBe(503);
  });
});
