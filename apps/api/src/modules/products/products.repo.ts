import type { ProductState } from '@tablero/domain';
import { and, asc, eq, ilike, inArray, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { searchedPage } from '../../db/prepared-read.js';
import {
  pictures,
  productModifiers,
  productPictures,
  products,
  stockOuts,
  stores,
} from '../../db/schema/index.js';
import { ofTenant, ofTenantPlaceholder } from '../../db/tenant-filter.js';
import type { LinkedPicture } from '../pictures/picture-links.js';
import { type ProductRecord, valuesOf } from './product-mapping.js';

/** A product list row as the database writes it, with what its picture's read URLs are made from. */
export interface ProductListRecord {
  id: number;
  name: string;
  price_product: number;
  position: number;
  show: boolean;
  platform: string[];
  dispatch_method: string;
  label: string | null;
  picture: LinkedPicture | null;
  /** Where it is out of stock now, by store name; `until` as PostgreSQL writes a timestamptz in JSON. */
  stock_outs: { store_id: number; store_name: string; until: string | null }[];
}

/**
 * Each row written as JSON by the database (one column to read, as the raw-SQL floor does):
 * reading ten columns per row through pg and drizzle's mapping cost 120-160 µs of JavaScript per
 * page more than one JSON column. The first picture by position and where the product is out of
 * stock now come in the same statement (the stock-outs were a second statement per page).
 * Columns are qualified by hand: drizzle writes a one-table select's unqualified, which the
 * picture subquery would find ambiguous.
 */
const productListRow = sql<ProductListRecord>`json_build_object(
  'id', "products"."id", 'name', "products"."name", 'price_product', "products"."price_product",
  'position', "products"."position", 'show', "products"."show", 'platform', "products"."platform",
  'dispatch_method', "products"."dispatch_method", 'label', "products"."label",
  'picture', (select json_build_object('id', pic.id, 'tenantId', pic.tenant_id, 'status', pic.status,
      'contentType', pic.content_type)
    from ${productPictures} pp join ${pictures} pic on pic.tenant_id = pp.tenant_id and pic.id = pp.picture_id
    where pp.tenant_id = "products"."tenant_id" and pp.product_id = "products"."id"
    order by pp.position limit 1),
  'stock_outs', coalesce((select json_agg(json_build_object('store_id', so.store_id, 'store_name', s.name,
      'until', so.until) order by s.name, s.id)
    from ${stockOuts} so join ${stores} s on s.tenant_id = so.tenant_id and s.id = so.store_id
    where so.tenant_id = "products"."tenant_id" and so.product_id = "products"."id"
      and (so.until is null or so.until > now())), '[]'))`;

/** The product list's query, with or without the name search, values as placeholders (see `preparedRead`). */
function productListQuery(tx: Tx, name: string, searched: boolean) {
  return tx
    .select({ row: productListRow, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .where(
      and(
        ofTenantPlaceholder(products.tenantId),
        searched ? ilike(products.name, sql.placeholder('pattern')) : undefined,
      ),
    )
    .orderBy(asc(products.position), asc(products.name), asc(products.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}

/** A page of the tenant's products in menu order, each with its first picture; `query` searches the name. */
export function listProducts(
  tx: Tx,
  tenantId: number,
  query: string | undefined,
  page: number,
  limit: number,
) {
  const list = {
    name: 'products.list',
    table: products,
    tenantColumn: products.tenantId,
    searchColumn: products.name,
  };
  return searchedPage(tx, { ...list, build: productListQuery }, tenantId, query, page, limit);
}

/** A product row; `forUpdate` locks it until the transaction ends. */
export async function findProduct(tx: Tx, tenantId: number, id: number, forUpdate = false) {
  const query = tx
    .select()
    .from(products)
    .where(and(ofTenant(products.tenantId, tenantId), eq(products.id, id)));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row as ProductRecord | undefined;
}

export function modifiersOf(tx: Tx, tenantId: number, productId: number) {
  return tx
    .select()
    .from(productModifiers)
    .where(and(ofTenant(productModifiers.tenantId, tenantId), eq(productModifiers.productId, productId)))
    .orderBy(asc(productModifiers.position), asc(productModifiers.id));
}

/** Which of these ids are products of the tenant. */
export async function existingProductIds(tx: Tx, tenantId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(ofTenant(products.tenantId, tenantId), inArray(products.id, ids)));
  return rows.map((r) => r.id);
}

export async function insertProduct(tx: Tx, tenantId: number, state: ProductState): Promise<number> {
  const [row] = await tx
    .insert(products)
    .values({ ...valuesOf(state), tenantId })
    .returning({ id: products.id });
  if (!row) throw new Error('product was not created');
  await saveModifiers(tx, tenantId, row.id, state.modifiers);
  await savePictures(tx, tenantId, row.id, state.picture_ids);
  return row.id;
}

export async function updateProduct(tx: Tx, tenantId: number, id: number, state: ProductState) {
  await tx
    .update(products)
    .set({ ...valuesOf(state), updatedAt: new Date() })
    .where(and(ofTenant(products.tenantId, tenantId), eq(products.id, id)));
  await saveModifiers(tx, tenantId, id, state.modifiers);
  await savePictures(tx, tenantId, id, state.picture_ids);
}

/** The products' pictures (their whole rows, to sign URLs), in each product's order; one query for all. */
export async function picturesOfProducts(tx: Tx, tenantId: number, productIds: number[]) {
  if (productIds.length === 0) return [];
  return tx
    .select({ productId: productPictures.productId, picture: pictures })
    .from(productPictures)
    .innerJoin(
      pictures,
      and(eq(pictures.tenantId, productPictures.tenantId), eq(pictures.id, productPictures.pictureId)),
    )
    .where(and(ofTenant(productPictures.tenantId, tenantId), inArray(productPictures.productId, productIds)))
    .orderBy(asc(productPictures.productId), asc(productPictures.position));
}

/** Makes the product's pictures exactly these, in this order. */
async function savePictures(tx: Tx, tenantId: number, productId: number, pictureIds: number[]) {
  await tx
    .delete(productPictures)
    .where(and(ofTenant(productPictures.tenantId, tenantId), eq(productPictures.productId, productId)));
  if (pictureIds.length === 0) return;
  await tx
    .insert(productPictures)
    .values(pictureIds.map((pictureId, position) => ({ tenantId, productId, pictureId, position })));
}

/** Names of the products showing a picture (what a picture delete must name). */
export async function productsShowingPicture(tx: Tx, tenantId: number, pictureId: number) {
  const rows = await tx
    .select({ name: products.name })
    .from(productPictures)
    .innerJoin(
      products,
      and(eq(products.tenantId, productPictures.tenantId), eq(products.id, productPictures.productId)),
    )
    .where(and(ofTenant(productPictures.tenantId, tenantId), eq(productPictures.pictureId, pictureId)))
    .orderBy(asc(products.name));
  return rows.map((r) => r.name);
}

/** The positions of these products, locked until the transaction ends. */
export function positionsOf(tx: Tx, tenantId: number, ids: number[]) {
  return tx
    .select({ id: products.id, position: products.position })
    .from(products)
    .where(and(ofTenant(products.tenantId, tenantId), inArray(products.id, ids)))
    .orderBy(asc(products.id))
    .for('update');
}

export async function setPosition(tx: Tx, tenantId: number, id: number, position: number) {
  await tx
    .update(products)
    .set({ position, updatedAt: new Date() })
    .where(and(ofTenant(products.tenantId, tenantId), eq(products.id, id)));
}

/** Makes the product's modifier links exactly these: links not listed go, listed ones update, new ones are added. */
async function saveModifiers(tx: Tx, tenantId: number, productId: number, items: ProductState['modifiers']) {
  const kept = items.flatMap((m) => (m.id === undefined ? [] : [m.id]));
  const ofProduct = and(
    ofTenant(productModifiers.tenantId, tenantId),
    eq(productModifiers.productId, productId),
  );
  await tx
    .delete(productModifiers)
    .where(kept.length > 0 ? and(ofProduct, notInArray(productModifiers.id, kept)) : ofProduct);
  // Links keep their modifier unique per product: clear the updated ones' modifier first, so a swap
  // of two modifiers between links does not collide half-way.
  for (const m of items) {
    if (m.id === undefined) continue;
    await tx
      .update(productModifiers)
      .set({ modifierId: -m.id })
      .where(and(ofProduct, eq(productModifiers.id, m.id)));
  }
  for (const m of items) {
    const values = {
      modifierId: m.modifier_id,
      minQuantity: m.min_quantity,
      maxQuantity: m.max_quantity,
      position: m.position,
    };
    if (m.id === undefined) await tx.insert(productModifiers).values({ ...values, tenantId, productId });
    else
      await tx
        .update(productModifiers)
        .set(values)
        .where(and(ofProduct, eq(productModifiers.id, m.id)));
  }
}

export async function deleteProduct(tx: Tx, tenantId: number, id: number) {
  await tx.delete(products).where(and(ofTenant(products.tenantId, tenantId), eq(products.id, id)));
}
