import type { PageBlock } from '@tablero/domain';
import { pageContentWrite, pageUrlOf, resolvePageWrite } from '@tablero/domain';
import type { Tx } from '../db/client.js';
import { insertContent, insertPage } from '../modules/pages/pages.repo.js';
import type { TenantRecord } from '../modules/tenants/tenants.repo.js';

const block = (type: PageBlock['type'], display_name: string, props: Record<string, unknown>): PageBlock => ({
  type,
  display_name,
  props,
});

/** Two published pages of the demo storefront sharing its header and footer, and one draft. */
function demoPages(name: string) {
  const header = block('header', 'Encabezado', {
    logo: 'primary',
    show_cart: true,
    links: [
      { label: 'Menú', url: '/menu' },
      { label: 'Promociones', url: '/promociones' },
      { label: 'Nosotros', url: '/nosotros' },
    ],
  });
  const footer = block('footer', 'Pie de página', { text: `${name} · Santiago de Chile`, show_social: true });
  return [
    {
      title: 'Nosotros',
      relative_url: 'nosotros',
      status: 'published' as const,
      content: [
        header,
        block('hero', 'Portada', {
          title: `Así nace ${name}`,
          subtitle: 'Hamburguesas a la parrilla desde 2019',
          align: 'left',
        }),
        block('rich_text', 'Nuestra historia', {
          html: '<p>Empezamos con una parrilla y una receta de la abuela. Hoy cocinamos en cinco barrios de Santiago.</p>',
        }),
        block('stores_carousel', 'Nuestros locales', { title: 'Encuéntranos' }),
        footer,
      ],
    },
    {
      title: 'Promociones',
      relative_url: 'promociones',
      status: 'published' as const,
      content: [
        header,
        block('banners', 'Banners', { category: 'home' }),
        block('hero', 'Portada', {
          title: 'Promociones de la semana',
          subtitle: 'Pide en la web y retira sin filas',
          button_label: 'Ver el menú',
          button_url: '/menu',
          align: 'center',
        }),
        block('categories_grid', 'Categorías', { title: 'Elige tu antojo', columns: 3 }),
        block('menu', 'Menú', { title: 'Nuestro menú', products_per_category: 6 }),
        footer,
      ],
    },
    {
      title: 'Trabaja con nosotros',
      relative_url: 'trabaja-con-nosotros',
      status: 'draft' as const,
      content: [
        header,
        block('rich_text', 'Postula', { html: '<p>Escríbenos a talento@demo.cl.</p>' }),
        footer,
      ],
    },
  ];
}

/** Writes the demo's pages through the domain's rules, each with one version. */
export async function insertDemoPages(tx: Tx, tenant: TenantRecord): Promise<void> {
  for (const page of demoPages(tenant.name)) {
    const resolved = resolvePageWrite(undefined, { title: page.title, relative_url: page.relative_url });
    if ('errors' in resolved)
      throw new Error(`seed page ${page.title} breaks a rule: ${JSON.stringify(resolved.errors)}`);
    const version = pageContentWrite.parse({ status: page.status, content: page.content });
    const row = await insertPage(tx, tenant.id, resolved.state.title, pageUrlOf(resolved.state.relative_url));
    const props = (type: 'header' | 'footer') => version.content.find((b) => b.type === type)?.props ?? null;
    await insertContent(tx, tenant.id, row.id, {
      status: version.status,
      content: version.content,
      headerProps: props('header'),
      footerProps: props('footer'),
      editorId: null,
      editorName: 'Tablero',
    });
  }
}
