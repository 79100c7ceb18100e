import { type CountrySettings, countrySettings } from '../tenants/countries.js';
import { MINOR_UNITS_PER_UNIT } from '../tenants/formats.js';
import {
  type FeedAvailability,
  type FeedColumn,
  feedColumns,
  feedLimits,
  type LeftOutReason,
} from './social-catalogue-constants.js';

/** One line of a store's feed, in Meta's column names. */
export type FeedRow = Record<FeedColumn, string>;

/** What the feed needs of a product as one store sells it. */
export interface FeedProduct {
  id: number;
  name: string;
  description: string | null;
  /** Shown on the storefront (the product's own switch). */
  show: boolean;
  /** The platforms it is sold on (`web`, `app`, …). */
  platform: readonly string[];
  startAt: Date | null;
  endAt: Date | null;
  /** Weekdays it is offered (`monday` …), as the product keeps them. */
  availability: readonly string[];
  /** Its price in this store's menu, in minor units; null when the menu has no price for it. */
  price: number | null;
  /** The absolute address of its first picture; null without a ready picture. */
  imageLink: string | null;
  /** Marked out of stock in this store now. */
  outOfStock: boolean;
}

export interface FeedContext {
  now: Date;
  /** Today in the tenant's time zone, as the products' `availability` names days. */
  weekday: string;
  storeEnabled: boolean;
  country: string | CountrySettings;
  /** The tenant's commerce name (settings, design). */
  brand: string;
  /** The storefront's page of the product in this store. */
  linkOf(productId: number): string;
}

export type FeedEntry = { row: FeedRow } | { leftOut: LeftOutReason };

/**
 * Meta's price: a number with `.` as the decimal mark, no thousands separator, a space and the ISO
 * 4217 code ("4500 CLP", "12.50 MXN"), as many decimals as the tenant's storefront shows, so it
 * matches the landing page (Meta refuses a product whose price differs from its page).
 */
export function feedPrice(minorUnits: number, country: string | CountrySettings): string {
  const c = typeof country === 'string' ? countrySettings(country) : country;
  const units = minorUnits / MINOR_UNITS_PER_UNIT;
  const amount = c.withCents ? units.toFixed(2) : String(Math.round(units));
  return `${amount} ${c.isoCurrency}`;
}

/** Text cut to `limit` characters (code points), at the last space when one is near the end. */
export function feedTextWithin(text: string, limit: number): string {
  const chars = [...text];
  if (chars.length <= limit) return text;
  const cut = chars.slice(0, limit - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > limit * 0.8 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Characters XML 1.0 cannot hold at all (C0 controls but tab, LF, CR; U+FFFE, U+FFFF; lone surrogates). */
const notXmlChar =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** A value as feed text: controls dropped (a feed reader refuses them), outer space trimmed. */
export function feedText(value: string | null | undefined): string {
  return (value ?? '').replace(notXmlChar, '').trim();
}

const inWindow = (now: number, start: Date | null, end: Date | null) =>
  (start === null || start.getTime() <= now) && (end === null || now <= end.getTime());

/**
 * A product as one store's feed shows it, or why it is left out. What is off for good or until
 * someone changes it (hidden, not sold on the web, no price, no picture, its sale ended) is left
 * out; what is off only for now (out of stock in the store, not offered today or not yet) stays
 * in as `out of stock`, so Meta keeps the product and its ads.
 */
export function feedEntryOf(product: FeedProduct, context: FeedContext): FeedEntry {
  if (!context.storeEnabled) return { leftOut: 'store_disabled' };
  if (!product.show) return { leftOut: 'hidden' };
  if (!product.platform.includes('web')) return { leftOut: 'not_on_web' };
  const now = context.now.getTime();
  if (product.endAt !== null && product.endAt.getTime() < now) return { leftOut: 'ended' };
  if (product.price === null || product.price <= 0) return { leftOut: 'no_price' };
  if (!product.imageLink) return { leftOut: 'no_picture' };
  const offered =
    !product.outOfStock &&
    inWindow(now, product.startAt, product.endAt) &&
    product.availability.includes(context.weekday);
  const availability: FeedAvailability = offered ? 'in stock' : 'out of stock';
  const title = feedTextWithin(feedText(product.name), feedLimits.title);
  const description = feedText(product.description) || title;
  return {
    row: {
      id: String(product.id),
      title,
      description: feedTextWithin(description, feedLimits.description),
      availability,
      condition: 'new',
      price: feedPrice(product.price, context.country),
      link: context.linkOf(product.id),
      image_link: product.imageLink,
      brand: feedTextWithin(feedText(context.brand), feedLimits.brand),
    },
  };
}

/** One CSV field as RFC 4180 and Meta's CSV guide want it: quoted when it holds `,`, `"` or a line break. */
export function feedCsvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * The CSV feed: UTF-8 without a byte-order mark (Meta would read it into the first column's
 * name), a header row of Meta's column names, `,` between fields, CRLF between lines. Cells are
 * written as they are, with no spreadsheet-formula guard: this file is read by Meta, and a guard
 * would change a title such as "-20% Combo".
 */
export function feedCsv(rows: readonly FeedRow[]): string {
  const lines = [
    feedColumns.join(','),
    ...rows.map((row) => feedColumns.map((c) => feedCsvField(row[c])).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** Text for an XML element or attribute: the five markup characters escaped, forbidden characters dropped. */
export function xmlText(value: string): string {
  return value
    .replace(notXmlChar, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

export const GOOGLE_PRODUCT_NAMESPACE = 'http://base.google.com/ns/1.0';

/**
 * The XML feed: RSS 2.0 with Google's product namespace (`g:`), the format Meta reads: one `<item>`
 * per product, one field per line (Meta refuses lines over 5 MB).
 */
export function feedXml(
  channel: { title: string; link: string; description: string },
  rows: readonly FeedRow[],
): string {
  const items = rows.map(
    (row) =>
      `    <item>\n${feedColumns.map((c) => `      <g:${c}>${xmlText(row[c])}</g:${c}>`).join('\n')}\n    </item>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rss version="2.0" xmlns:g="${GOOGLE_PRODUCT_NAMESPACE}">`,
    '  <channel>',
    `    <title>${xmlText(channel.title)}</title>`,
    `    <link>${xmlText(channel.link)}</link>`,
    `    <description>${xmlText(channel.description)}</description>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
