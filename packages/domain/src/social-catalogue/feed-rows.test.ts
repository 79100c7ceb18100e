import { describe, expect, it } from 'vitest';
import {
  type FeedContext,
  type FeedProduct,
  feedCsv,
  feedCsvField,
  feedEntryOf,
  feedPrice,
  feedText,
  feedTextWithin,
  feedXml,
  xmlText,
} from './feed-rows.js';

const now = new Date('2026-11-25T15:00:00Z'); // a Wednesday in Santiago
const context: FeedContext = {
  now,
  weekday: 'wednesday',
  storeEnabled: true,
  country: 'cl',
  brand: 'Demo Burger',
  linkOf: (id) => `https://demo.tablero.app/?store=abc&product=${id}`,
};
const product: FeedProduct = {
  id: 7,
  name: 'Hamburguesa Clásica',
  description: 'Pan brioche, carne 150 g',
  show: true,
  platform: ['web', 'app'],
  startAt: null,
  endAt: null,
  availability: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
  price: 599_000,
  imageLink: 'https://demo.tablero.app/api/files/v1/abc',
  outOfStock: false,
};
const hour = 60 * 60 * 1000;

describe('feedPrice', () => {
  it.each([
    [599_000, 'cl', '5990 CLP'],
    [599_050, 'cl', '5991 CLP'],
    [100, 'cl', '1 CLP'],
    [1_299_000, 'cr', '12990 CRC'],
    [1_250, 'mx', '12.50 MXN'],
    [1, 'gt', '0.01 GTQ'],
    [123_456_789, 'mx', '1234567.89 MXN'],
  ])('%i minor units in %s is "%s": "." decimals, no thousands, ISO code', (minor, country, text) => {
    expect(feedPrice(minor, country)).toBe(text);
  });
});

describe('feedEntryOf', () => {
  it('maps every column as Meta names it', () => {
    expect(feedEntryOf(product, context)).toEqual({
      row: {
        id: '7',
        title: 'Hamburguesa Clásica',
        description: 'Pan brioche, carne 150 g',
        availability: 'in stock',
        condition: 'new',
        price: '5990 CLP',
        link: 'https://demo.tablero.app/?store=abc&product=7',
        image_link: 'https://demo.tablero.app/api/files/v1/abc',
        brand: 'Demo Burger',
      },
    });
  });

  it.each<[string, Partial<FeedProduct>, Partial<FeedContext>, string]>([
    ['a disabled store', {}, { storeEnabled: false }, 'store_disabled'],
    ['a hidden product', { show: false }, {}, 'hidden'],
    ['a product not sold on the web', { platform: ['app'] }, {}, 'not_on_web'],
    ['a sale that ended', { endAt: new Date(now.getTime() - 1) }, {}, 'ended'],
    ['no price in the menu', { price: null }, {}, 'no_price'],
    ['a zero price', { price: 0 }, {}, 'no_price'],
    ['no picture', { imageLink: null }, {}, 'no_picture'],
    ['hidden and without picture: the first reason', { show: false, imageLink: null }, {}, 'hidden'],
  ])('leaves out %s', (_what, change, contextChange, reason) => {
    expect(feedEntryOf({ ...product, ...change }, { ...context, ...contextChange })).toEqual({
      leftOut: reason,
    });
  });

  it.each<[string, Partial<FeedProduct>, 'in stock' | 'out of stock']>([
    ['out of stock in the store', { outOfStock: true }, 'out of stock'],
    ['not offered today', { availability: ['monday'] }, 'out of stock'],
    ['not on sale yet', { startAt: new Date(now.getTime() + hour) }, 'out of stock'],
    ['on sale until the last millisecond', { endAt: now }, 'in stock'],
    ['on sale since a minute ago', { startAt: new Date(now.getTime() - 60_000) }, 'in stock'],
  ])('keeps a product %s, as %s', (_what, change, availability) => {
    const entry = feedEntryOf({ ...product, ...change }, context);
    expect('row' in entry && entry.row.availability).toBe(availability);
  });

  it('describes a product without description by its name, and cuts a long title', () => {
    const long = `${'Hamburguesa doble '.repeat(15)}final`;
    const entry = feedEntryOf({ ...product, name: long, description: '  ' }, context);
    if (!('row' in entry)) throw new Error('left out');
    expect([...entry.row.title].length).toBeLessThanOrEqual(200);
    expect(entry.row.title.endsWith('…')).toBe(true);
    expect(entry.row.description).toBe(entry.row.title);
  });
});

describe('feed text', () => {
  it('drops characters no XML may hold, keeps tabs, line breaks and emoji', () => {
    expect(feedText(' a\u0000b\u0007c\u000Bd\u001Fe\tf\ng\uFFFEh🍔 ')).toBe('abcde\tf\ngh🍔');
    expect(feedText('lone \uD800 surrogate')).toBe('lone  surrogate');
    expect(feedText(null)).toBe('');
  });

  it('cuts at the limit on a word, counting code points', () => {
    expect(feedTextWithin('corto', 10)).toBe('corto');
    expect(feedTextWithin('abcdefghijklmnopq rstuvwxyz', 20)).toBe('abcdefghijklmnopq…');
    expect(feedTextWithin('uno dos tres cuatrocientos', 20)).toBe('uno dos tres cuatro…');
    expect([...feedTextWithin('🍔'.repeat(30), 10)]).toHaveLength(10);
  });
});

describe('feedCsvField', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rhere', '"cr\rhere"'],
    ['-20% Combo', '-20% Combo'],
    ['=1+1', '=1+1'],
    ['; semicolon', '; semicolon'],
  ])('%j is written %j', (value, written) => {
    expect(feedCsvField(value)).toBe(written);
  });
});

describe('xmlText', () => {
  it('escapes the markup characters and drops what XML forbids', () => {
    expect(xmlText(`Papas & bebida <grande> "XL" 'ya'\u0001`)).toBe(
      'Papas &amp; bebida &lt;grande&gt; &quot;XL&quot; &apos;ya&apos;',
    );
    expect(xmlText('&amp;')).toBe('&amp;amp;');
  });
});

describe('feed documents', () => {
  const row = {
    id: '1',
    title: 'Combo, "doble"',
    description: 'Línea 1\nLínea 2',
    availability: 'in stock',
    condition: 'new',
    price: '5990 CLP',
    link: 'https://demo.tablero.app/?store=a&product=1',
    image_link: 'https://x.test/a.jpg',
    brand: 'Demo & Co',
  };

  it('CSV: Meta header, no byte-order mark, CRLF lines', () => {
    expect(feedCsv([row])).toBe(
      'id,title,description,availability,condition,price,link,image_link,brand\r\n' +
        '1,"Combo, ""doble""","Línea 1\nLínea 2",in stock,new,5990 CLP,https://demo.tablero.app/?store=a&product=1,https://x.test/a.jpg,Demo & Co\r\n',
    );
    expect(feedCsv([])).toBe('id,title,description,availability,condition,price,link,image_link,brand\r\n');
  });

  it('XML: RSS 2.0 with the g: namespace, every value escaped', () => {
    const xml = feedXml({ title: 'Demo & Co', link: 'https://demo.tablero.app', description: 'Catálogo' }, [
      row,
    ]);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">',
      ),
    ).toBe(true);
    expect(xml).toContain('<title>Demo &amp; Co</title>');
    expect(xml).toContain('<g:title>Combo, &quot;doble&quot;</g:title>');
    expect(xml).toContain('<g:link>https://demo.tablero.app/?store=a&amp;product=1</g:link>');
    expect(xml).toContain('<g:price>5990 CLP</g:price>');
    expect(xml.match(/<item>/g)).toHaveLength(1);
  });
});
