import { landingThumbnail, resolveCustomLandingWrite } from '@tablero/domain';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { pageScreenshots } from '../lib/page-screenshots.js';
import {
  insertLanding,
  saveThumbnail,
  setLandingHtml,
} from '../modules/custom-landings/custom-landings.repo.js';
import type { TenantRecord } from '../modules/tenants/tenants.repo.js';

/** A campaign page as a marketer pastes it: inline styles only (the thumbnail loads nothing else). */
const campaignHtml = (name: string, colour: string, title: string, lines: string[], cta: string) =>
  `<!doctype html>
<html lang="es">
<head><meta charset="utf-8"><title>${title} · ${name}</title></head>
<body style="margin:0;font-family:Arial,Helvetica,sans-serif;background:#fff8f0;color:#222">
  <header style="background:${colour};color:#fff;padding:28px 32px">
    <p style="margin:0;font-size:14px;letter-spacing:2px;text-transform:uppercase">${name}</p>
    <h1 style="margin:8px 0 0;font-size:40px;line-height:1.1">${title}</h1>
  </header>
  <main style="padding:24px 32px">
${lines.map((line) => `    <p style="font-size:18px;margin:0 0 10px">${line}</p>`).join('\n')}
    <a href="/menu" style="display:inline-block;margin-top:12px;background:#222;color:#fff;padding:12px 22px;border-radius:24px;text-decoration:none;font-weight:bold">${cta}</a>
  </main>
</body>
</html>`;

function demoLandings(name: string) {
  return [
    {
      name: 'Cyber Burger',
      slug: 'cyber-burger',
      status: 'published' as const,
      html: campaignHtml(
        name,
        '#D62839',
        'Cyber Burger: 2x1 en clásicas',
        ['Lunes y martes, pidiendo en la web.', 'Retira en tu local o recibe en casa.'],
        'Pedir ahora',
      ),
    },
    {
      name: 'Menú de invierno',
      slug: 'menu-invierno',
      status: 'draft' as const,
      html: campaignHtml(
        name,
        '#1D3557',
        'Llega el menú de invierno',
        ['Sopaipillas, chocolate caliente y la nueva Doble Cheddar.', 'Desde el 21 de junio.'],
        'Ver el menú',
      ),
    },
  ];
}

/**
 * The demo's landings, through the domain's rules: one published, one draft. Their thumbnails are
 * drawn by the screenshot service when this machine has Chromium (after the rows are written, so
 * no transaction waits on the browser); without it they read "Sin miniatura", as in the console.
 */
export async function insertDemoLandings(
  db: Database,
  tenant: TenantRecord,
  screenshots: AppConfig['screenshots'],
): Promise<void> {
  const written = await db.withTenant(tenant.id, async (tx) => {
    const rows: { id: number; html: string }[] = [];
    for (const landing of demoLandings(tenant.name)) {
      const resolved = resolveCustomLandingWrite(undefined, {
        name: landing.name,
        slug: landing.slug,
        status: landing.status,
      });
      if ('errors' in resolved)
        throw new Error(`seed landing ${landing.name} breaks a rule: ${JSON.stringify(resolved.errors)}`);
      const row = await insertLanding(tx, tenant.id, {
        ...resolved.state,
        editorId: null,
        editorName: 'Tablero',
      });
      await setLandingHtml(tx, tenant.id, row.id, landing.html, null, {
        editorId: null,
        editorName: 'Tablero',
      });
      rows.push({ id: row.id, html: landing.html });
    }
    return rows;
  });
  const log = { warn: () => undefined, error: () => undefined } as unknown as Parameters<
    typeof pageScreenshots
  >[1];
  const browser = pageScreenshots(screenshots, log);
  try {
    for (const { id, html } of written) {
      const shot = await browser.jpeg(html, landingThumbnail);
      if (shot.ok) await db.withTenant(tenant.id, (tx) => saveThumbnail(tx, tenant.id, id, shot.jpeg));
    }
  } finally {
    await browser.close();
  }
}
