import { describe, expect, it } from 'vitest';
import { en } from './en/index.js';
import { esCL } from './es-CL/index.js';

/** Every key path of a namespace, e.g. `customizer.colors.blue`. */
function keyPaths(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keyPaths(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** `{{name}}` placeholders of every string, by key path. */
function placeholders(tree: object): Record<string, string[]> {
  const flat = (node: object, prefix = ''): [string, string][] =>
    Object.entries(node).flatMap(([key, value]) =>
      typeof value === 'object' && value !== null
        ? flat(value, `${prefix}${key}.`)
        : [[`${prefix}${key}`, String(value)] as [string, string]],
    );
  return Object.fromEntries(
    flat(tree).map(([path, text]) => [
      path,
      [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1] ?? '').sort(),
    ]),
  );
}

describe('translations', () => {
  it('have the same namespaces in Spanish and English', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(esCL).sort());
  });

  it.each(Object.keys(esCL))('%s: every Spanish key has its English one and no more', (ns) => {
    const spanish = esCL[ns as keyof typeof esCL];
    const english = en[ns as keyof typeof en];
    expect(keyPaths(english).sort()).toEqual(keyPaths(spanish).sort());
  });

  it.each(Object.keys(esCL))('%s: both languages fill in the same placeholders', (ns) => {
    expect(placeholders(en[ns as keyof typeof en])).toEqual(placeholders(esCL[ns as keyof typeof esCL]));
  });

  it.each(Object.keys(esCL))('%s: no empty text', (ns) => {
    for (const tree of [esCL[ns as keyof typeof esCL], en[ns as keyof typeof en]]) {
      const empty = Object.entries(placeholders(tree)).filter(([path]) => {
        const value = path
          .split('.')
          .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty).toEqual([]);
    }
  });
});
