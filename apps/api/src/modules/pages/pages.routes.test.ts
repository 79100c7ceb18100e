import { forbiddenMessage, pageMessages } from '@tablero/domain';
import { sql } from 'drizzle-orm';
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

const PAGES = '/api/admin/v1/pages';
const PUBLIC = '/api/public/v1/pages';

let ctx: TestContext;
let admin: Client;

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await superAdmin(ctx, ctx.alpha);
});
afterAll(() => ctx?.close());

const tag = () => Math.random().toString(36).slice(2, 8);

async function createPage(fields: Record<string, unknown> = {}) {
  const response = await admin.post(PAGES, {
    title: 'Promociones',
    relative_url: `promos-${tag()}`,
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; relative_url: string; position: number; published: boolean };
}

const block = (type: string, props: Record<string, unknown> = {}) => ({ type, display_name: type, props });

async function saveContent(pageId: number, body: Record<string, unknown>) {
  const response = await admin.post(`${PAGES}/${pageId}/contents`, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as {
    id: number;
    status: string;
    content: { type: string; props: Record<string, unknown> }[];
  };
}

const newest = async (pageId: number) => (await admin.get(`${PAGES}/${pageId}/contents`)).json().data[0];

describe('pages', () => {
  it('takes an address with or without its leading slash and keeps it with one', async () => {
    const url = `con-barra-${tag()}`;
    expect((await createPage({ relative_url: `/${url}` })).relative_url).toBe(`/${url}`);
  });

  it('keeps the address with one leading slash, and a GET sent back changes nothing', async () => {
    const url = `verano-${tag()}/promos`;
    const page = await createPage({ title: 'Verano', relative_url: url });
    expect(page).toMatchObject({ title: 'Verano', relative_url: `/${url}`, published: false });
    const read = (await admin.get(`${PAGES}/${page.id}`)).json();
    const again = await admin.patch(`${PAGES}/${page.id}`, read);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(read);
    const renamed = await admin.patch(`${PAGES}/${page.id}`, { title: 'Verano 2027' });
    expect(renamed.json()).toMatchObject({ title: 'Verano 2027', relative_url: `/${url}` });
  });

  it.each([
    { rule: 'two leading slashes', url: '//promos', message: pageMessages.relativeUrl },
    { rule: 'no spaces', url: 'promos de verano', message: pageMessages.relativeUrl },
    { rule: 'no capitals or accents', url: 'Promoción', message: pageMessages.relativeUrl },
    { rule: 'no empty part', url: 'promos//verano', message: pageMessages.relativeUrl },
  ])('refuses an address with $rule, and saves nothing', async ({ url, message }) => {
    const before = (await admin.get(`${PAGES}?limit=100`)).json().meta.total;
    expectValidationError(await admin.post(PAGES, { title: 'Mala', relative_url: url }), [
      { field: 'relative_url', message },
    ]);
    expect((await admin.get(`${PAGES}?limit=100`)).json().meta.total).toBe(before);
  });

  it('keeps addresses unique among live pages; a deleted page frees its address', async () => {
    const url = `unica-${tag()}`;
    const page = await createPage({ relative_url: url });
    expectValidationError(await admin.post(PAGES, { title: 'Otra', relative_url: url }), [
      { field: 'relative_url', message: pageMessages.urlTaken },
    ]);
    const other = await createPage();
    await expectResourceUnchanged(ctx, ctx.alpha, admin, `${PAGES}/${other.id}`, async () => {
      expectValidationError(await admin.patch(`${PAGES}/${other.id}`, { relative_url: url }), [
        { field: 'relative_url', message: pageMessages.urlTaken },
      ]);
    });
    const gone = await admin.delete(`${PAGES}/${page.id}`);
    expect(gone.json().message).toBe(pageMessages.deleted);
    expect((await admin.get(`${PAGES}/${page.id}`)).statusCode).toBe(404);
    expect((await admin.get(`${PAGES}?limit=100`)).json().data).not.toContainEqual(
      expect.objectContaining({ id: page.id }),
    );
    await createPage({ relative_url: url });
    // The deleted one is kept, marked.
    const { rows } = await ctx.db.executeOwnerSql(
      'select deleted_at from pages where tenant_id = $1 and id = $2',
      [ctx.alpha.id, page.id],
    );
    expect(rows).toHaveLength(1);
    expect((rows[0] as { deleted_at: unknown }).deleted_at).not.toBeNull();
  });

  it('saves versions, publishes one at a time, and a storefront reads the published one', async () => {
    const page = await createPage();
    const draft = await saveContent(page.id, {
      status: 'draft',
      content: [block('hero', { title: 'Borrador' })],
    });
    expect(draft).toMatchObject({ status: 'draft', editor: { name: 'Super Admin' } });
    const storefront = client(ctx.app, ctx.alpha.slug);
    expect((await storefront.get(`${PUBLIC}?url=${encodeURIComponent(page.relative_url)}`)).statusCode).toBe(
      404,
    );

    const first = await saveContent(page.id, {
      status: 'published',
      content: [block('hero', { title: 'Verano' }), block('menu', { store: 'default' })],
    });
    const shown = await storefront.get(`${PUBLIC}?url=${encodeURIComponent(page.relative_url.slice(1))}`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({
      id: page.id,
      relative_url: page.relative_url,
      content: [{ type: 'hero', props: { title: 'Verano' } }, { type: 'menu' }],
    });
    expect((await admin.get(`${PAGES}/${page.id}`)).json().published).toBe(true);

    const second = await saveContent(page.id, {
      status: 'published',
      content: [block('rich_text', { html: 'Hola' })],
    });
    const versions = (await admin.get(`${PAGES}/${page.id}/contents`)).json().data as {
      id: number;
      status: string;
    }[];
    expect(versions.map((v) => [v.id, v.status])).toEqual([
      [second.id, 'published'],
      [first.id, 'draft'],
      [draft.id, 'draft'],
    ]);
    // Back to the first: the second becomes a draft; unpublished, the page leaves the storefront.
    const back = await admin.patch(`${PAGES}/${page.id}/contents/${first.id}`, { status: 'published' });
    expect(back.statusCode, back.body).toBe(200);
    expect((await storefront.get(`${PUBLIC}?url=${page.relative_url}`)).json().content[0].props.title).toBe(
      'Verano',
    );
    await admin.patch(`${PAGES}/${page.id}/contents/${first.id}`, { status: 'draft' });
    expect((await storefront.get(`${PUBLIC}?url=${page.relative_url}`)).statusCode).toBe(404);
    expect((await client(ctx.app, ctx.beta.slug).get(`${PUBLIC}?url=${page.relative_url}`)).statusCode).toBe(
      404,
    );
  });

  it('copies a saved header and footer into every other page that has both; the others stay unchanged', async () => {
    const header = (text: string) => block('header', { logo: 'logo.png', text });
    const footer = (text: string) => block('footer', { text });
    const source = await createPage();
    const withBoth = await createPage();
    const withHeaderOnly = await createPage();
    const without = await createPage();
    await saveContent(withBoth.id, {
      status: 'published',
      content: [header('Viejo'), block('hero', { title: 'Suya' }), footer('Pie viejo')],
    });
    await saveContent(withHeaderOnly.id, { status: 'draft', content: [header('Solo cabecera')] });
    await saveContent(without.id, { status: 'draft', content: [block('hero', { title: 'Sin' })] });
    const before = { headerOnly: await newest(withHeaderOnly.id), none: await newest(without.id) };

    await saveContent(source.id, { status: 'draft', content: [header('Nuevo'), footer('Pie nuevo')] });

    const copied = await newest(withBoth.id);
    expect(copied.content).toEqual([
      { type: 'header', display_name: 'header', props: { logo: 'logo.png', text: 'Nuevo' } },
      { type: 'hero', display_name: 'hero', props: { title: 'Suya' } },
      { type: 'footer', display_name: 'footer', props: { text: 'Pie nuevo' } },
    ]);
    expect(copied).toMatchObject({ header_props: { text: 'Nuevo' }, footer_props: { text: 'Pie nuevo' } });
    expect(await newest(withHeaderOnly.id)).toEqual(before.headerOnly);
    expect(await newest(without.id)).toEqual(before.none);
  });

  it('refuses a block of an unknown type or too large props, and saves nothing', async () => {
    const page = await createPage();
    expectValidationError(
      await admin.post(`${PAGES}/${page.id}/contents`, { status: 'draft', content: [block('carousel3d')] }),
      [{ field: 'content.0.type' }],
    );
    expectValidationError(
      await admin.post(`${PAGES}/${page.id}/contents`, {
        status: 'draft',
        content: [block('rich_text', { html: 'x'.repeat(25_000) })],
      }),
      [{ field: 'content.0.props', message: pageMessages.propsTooLarge }],
    );
    expect((await admin.get(`${PAGES}/${page.id}/contents`)).json().data).toEqual([]);
  });

  it('keeps a rich text without scripts or handlers and refuses a link that is not https or a storefront path', async () => {
    const page = await createPage();
    const saved = await saveContent(page.id, {
      status: 'draft',
      content: [
        block('rich_text', {
          html: '<h2 style="text-align:center">Hola</h2><p onclick="steal()">Texto <a href="javascript:alert(1)">x</a><a href="https://demo.cl">y</a></p><script>alert(1)</script><img src=x onerror=alert(1)>',
        }),
      ],
    });
    expect(saved.content[0]?.props.html).toBe(
      '<h2 style="text-align:center">Hola</h2><p>Texto <a>x</a><a href="https://demo.cl">y</a></p>',
    );
    for (const link of ['javascript:alert(1)', '//otro.sitio/x', 'http://demo.cl']) {
      expectValidationError(
        await admin.post(`${PAGES}/${page.id}/contents`, {
          status: 'draft',
          content: [block('hero', { title: 'Hola', button_url: link })],
        }),
        [{ field: 'content.0.props', message: pageMessages.blockUrl }],
      );
    }
    const nested = await admin.post(`${PAGES}/${page.id}/contents`, {
      status: 'draft',
      content: [
        block('header', {
          links: [
            { label: 'Menú', url: '/menu' },
            { label: 'Blog', url: 'https://blog.demo.cl' },
          ],
        }),
      ],
    });
    expect(nested.statusCode, nested.body).toBe(201);
    expectValidationError(
      await admin.post(`${PAGES}/${page.id}/contents`, {
        status: 'draft',
        content: [block('header', { links: [{ label: 'Mal', url: 'javascript:void(0)' }] })],
      }),
      [{ field: 'content.0.props', message: pageMessages.blockUrl }],
    );
  });

  it('serves a published page from memory and hears a version changed by another process', async () => {
    const page = await createPage();
    const version = await saveContent(page.id, {
      status: 'published',
      content: [block('hero', { title: 'Antes' })],
    });
    const storefront = client(ctx.app, ctx.alpha.slug);
    const titleShown = async () => {
      const shown = await storefront.get(`${PUBLIC}?url=${page.relative_url}`);
      expect(shown.statusCode, shown.body).toBe(200);
      return shown.json().content[0].props.title as string;
    };
    expect(await titleShown()).toBe('Antes');
    await ctx.db.withTenant(ctx.alpha.id, (tx) =>
      tx.execute(
        sql`update page_contents set content = '[{"type":"hero","display_name":"hero","props":{"title":"Después"}}]'::jsonb where id = ${version.id}`,
      ),
    );
    const until = Date.now() + 5000;
    while ((await titleShown()) !== 'Después') {
      if (Date.now() > until) throw new Error('the page read never heard the change');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  it('saves the pages’ order in one call', async () => {
    const a = await createPage();
    const b = await createPage();
    const moved = await admin.patch(`${PAGES}/positions`, {
      positions: [
        { id: b.id, position: a.position },
        { id: a.id, position: b.position },
      ],
    });
    expect(moved.json().message).toBe(pageMessages.positionsSaved);
    const ids = ((await admin.get(`${PAGES}?limit=100`)).json().data as { id: number }[]).map((p) => p.id);
    expect(ids.indexOf(b.id)).toBeLessThan(ids.indexOf(a.id));
    expectValidationError(
      await admin.patch(`${PAGES}/positions`, { positions: [{ id: 2_000_000, position: 0 }] }),
      [{ field: 'positions.0.id', message: pageMessages.unknownPosition }],
    );
  });

  it('answers 404 to another tenant and 403 to a role without the area', async () => {
    const page = await createPage();
    const beta = await superAdmin(ctx, ctx.beta);
    expect((await beta.get(`${PAGES}/${page.id}`)).statusCode).toBe(404);
    expect((await beta.patch(`${PAGES}/${page.id}`, { title: 'Ajena' })).statusCode).toBe(404);
    expect((await beta.delete(`${PAGES}/${page.id}`)).statusCode).toBe(404);
    expect(
      (await beta.post(`${PAGES}/${page.id}/contents`, { status: 'draft', content: [] })).statusCode,
    ).toBe(404);
    const kitchen = await userWith(ctx, ctx.alpha, { roleNames: ['user kds'] });
    const refused = await kitchen.client.post(`${PAGES}/${page.id}/contents`, {
      status: 'draft',
      content: [],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(forbiddenMessage('pages', 'update'));
  });
});
