import { type BrandImage, defaultSettings, resolveSettingsWrite } from '@tablero/domain';
import type { Tx } from '../db/client.js';
import { sizedPictures } from '../modules/pictures/pictures.repo.js';
import { saveSettings } from '../modules/settings/settings.repo.js';
import { brandImageErrors, imageIdsOf } from '../modules/settings/settings.service.js';
import type { TenantRecord } from '../modules/tenants/tenants.repo.js';
import { type BrandPalette, faviconSvg, logoSvg, secondaryLogoSvg } from './art/brand-marks.js';
import type { DemoPictureSource } from './demo-pictures.js';

/** Ketchup red, bun amber, a cream page and espresso text: the colours of the demo's logo. */
export const demoBrandPalette: BrandPalette = {
  primary: '#D62839',
  secondary: '#F4A300',
  background: '#FFF8EE',
  text: '#2B1A12',
};

/** The brand images of the demo, as PNGs (transparent around the marks). */
export const demoBrandPictures = (name: string): (DemoPictureSource & { key: BrandImage })[] => [
  {
    key: 'primary_logo',
    name: `Logo ${name}`,
    svg: logoSvg(name, demoBrandPalette),
    format: 'image/png',
  },
  {
    key: 'secondary_logo',
    name: `Logo secundario ${name}`,
    svg: secondaryLogoSvg(name, demoBrandPalette),
    format: 'image/png',
  },
  { key: 'favicon', name: `Favicon ${name}`, svg: faviconSvg(demoBrandPalette), format: 'image/png' },
];

/** CLP with the spec's 100-cent unit, as in demo-menu.ts. */
const clp = (pesos: number) => pesos * 100;

/** A handle for the demo's social links and e-mail: the tenant's name without spaces or accents. */
const handleOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase();

/**
 * The demo's storefront settings: its name, the logo's colours and images, social links, page
 * texts, WhatsApp, delivery and its loyalty program, through the same rules as `PATCH /settings`.
 */
export async function saveDemoBrand(tx: Tx, tenant: TenantRecord, images: ReadonlyMap<string, number>) {
  const handle = handleOf(tenant.name);
  const imageId = (image: BrandImage) => images.get(image) ?? null;
  const body = {
    general: {
      restaurant_email: `pedidos@${handle}.cl`,
      delivery_price: clp(1_990),
      min_price_for_delivery: clp(5_990),
      free_delivery: { minimum_value: clp(25_000), enabled_for_external_delivery: false },
      page_texts: {
        welcome: `¡Bienvenido a ${tenant.name}! Hamburguesas a la parrilla, papas recién fritas y bebidas heladas. Pide para retirar o con delivery.`,
        closed_store: 'Ahora estamos cerrados. Puedes programar tu pedido para cuando abramos.',
        checkout_note: 'Revisa tu dirección y tu teléfono: te avisaremos cuando tu pedido salga.',
        footer: `${tenant.name} · Santiago de Chile`,
      },
      whatsapp_number: '+56987654321',
    },
    design: {
      commerce_name: tenant.name,
      colors: demoBrandPalette,
      fonts: { heading: 'Poppins', body: 'Inter' },
      primary_logo_id: imageId('primary_logo'),
      secondary_logo_id: imageId('secondary_logo'),
      favicon_id: imageId('favicon'),
      social: {
        instagram: `https://www.instagram.com/${handle}.cl`,
        facebook: `https://www.facebook.com/${handle}.cl`,
        tiktok: `https://www.tiktok.com/@${handle}.cl`,
      },
    },
    template_id: 'moderna',
    // Its customers earn a point per peso of the completed orders (`tablero_rebuild_loyalty` counts the year's).
    loyalty: { enabled: true },
  };
  const result = resolveSettingsWrite(body, defaultSettings(tenant.name), tenant.country);
  const errors =
    'errors' in result
      ? result.errors
      : brandImageErrors(result.state, await sizedPictures(tx, tenant.id, imageIdsOf(result.state)));
  if ('errors' in result || errors.length > 0)
    throw new Error(`seed settings break a rule: ${JSON.stringify(errors)}`);
  await saveSettings(tx, tenant.id, result.state);
}
