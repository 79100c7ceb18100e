import { randomBytes } from 'node:crypto';
import type { Tx } from '../db/client.js';
import type { FileStore } from '../lib/file-store.js';
import { storePictureFiles } from '../modules/pictures/picture-files.js';
import { type ProcessedPicture, processPicture } from '../modules/pictures/picture-image.js';
import { insertPicture } from '../modules/pictures/pictures.repo.js';
import { foodArtSvg } from './art/food-art.js';
import { demoBannerPictures } from './demo-banners.js';
import { demoBrandPictures } from './demo-brand.js';
import { demoProducts } from './demo-menu.js';

/** A picture of the demo drawn as SVG, and the format its file is uploaded in. */
export interface DemoPictureSource {
  /** What the seed finds it by: a product's name, or a brand image (`primary_logo`). */
  key: string;
  /** Its name in the picture library. */
  name: string;
  svg: string;
  format: 'image/webp' | 'image/png';
}

interface RenderedPicture extends DemoPictureSource {
  processed: ProcessedPicture;
}

/** A product's picture: a WebP like a phone's photo, each drawn with its own scatter. */
export const demoProductPictures = (): DemoPictureSource[] =>
  demoProducts.map((product, i) => ({
    key: product.name,
    name: product.name,
    svg: foodArtSvg(product.picture, 1_000 + i * 7_919),
    format: 'image/webp',
  }));

/** The SVG drawn as the file a merchant would upload, then processed exactly as an upload is. */
export async function renderDemoPicture(source: DemoPictureSource): Promise<RenderedPicture> {
  // Loaded here, as the upload does: a start on a seeded database never needs libvips.
  const { default: sharp } = await import('sharp');
  const drawn = sharp(Buffer.from(source.svg));
  // Encoded quickly (the least effort): the upload's processing encodes the file kept again.
  const file = await (source.format === 'image/png'
    ? drawn.png({ compressionLevel: 1 })
    : drawn.webp({ quality: 90, effort: 0 })
  ).toBuffer();
  return { ...source, processed: await processPicture(file) };
}

/**
 * One after the other: libvips already spreads each picture over the cores, and all of them at once
 * held every decoded image together (measured: the seeding process peaks at 365 MB, not 381).
 */
async function renderEach(sources: DemoPictureSource[]): Promise<RenderedPicture[]> {
  const rendered: RenderedPicture[] = [];
  for (const source of sources) rendered.push(await renderDemoPicture(source));
  return rendered;
}

async function storeAll(
  tx: Tx,
  tenantId: number,
  files: FileStore,
  rendered: RenderedPicture[],
  written: string[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const picture of rendered) {
    // As `POST /pictures` then the PUT to its upload URL: a pending row, its files, ready.
    const row = await insertPicture(tx, {
      tenantId,
      name: picture.name,
      type: picture.format,
      category: 'photo',
      uploadNonce: randomBytes(16).toString('hex'),
    });
    await storePictureFiles(tx, files, tenantId, row.id, picture.processed, written);
    ids.set(picture.key, row.id);
  }
  return ids;
}

/**
 * The demo's pictures (every product's, the brand's, the banners' and pop-ups'), drawn and processed before the
 * transaction (CPU work that needs no rows), stored in it as uploads: rows ready in the tenant's
 * library, files in the app's store. `discard` deletes the files when that transaction fails.
 */
export async function prepareDemoPictures(files: FileStore, brandName: string) {
  const products = await renderEach(demoProductPictures());
  const brand = await renderEach(demoBrandPictures(brandName));
  const banners = await renderEach(demoBannerPictures());
  const written: string[] = [];
  return {
    /**
     * Stores them in the tenant's library; the ids of the products' by name, the brand's by image,
     * the banners' and pop-ups' by `name|platform`.
     */
    async store(tx: Tx, tenantId: number) {
      return {
        products: await storeAll(tx, tenantId, files, products, written),
        brand: await storeAll(tx, tenantId, files, brand, written),
        banners: await storeAll(tx, tenantId, files, banners, written),
      };
    },
    async discard() {
      await Promise.allSettled(written.map((key) => files.delete(key)));
    },
  };
}

export type DemoPictures = Awaited<ReturnType<typeof prepareDemoPictures>>;
