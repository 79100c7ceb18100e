import { describe, expect, it } from 'vitest';
import { enFeatures, en as englishCore } from './en/index.js';
import { esCLFeatures, esCL as spanishCore } from './es-CL/index.js';
import { type FeatureNamespace, featureNamespaces, type NamespaceLoader } from './namespaces.js';

/** A language whole: the namespaces the console ships and those its areas fetch. */
async function whole(core: object, features: Record<FeatureNamespace, NamespaceLoader>) {
  const all: Record<string, object> = { ...core };
  for (const namespace of featureNamespaces) all[namespace] = (await features[namespace]()).default;
  return all;
}

const esCL = await whole(spanishCore, esCLFeatures);
const en = await whole(englishCore, enFeatures);

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
    const spanish = esCL[ns] as object;
    const english = en[ns] as object;
    expect(keyPaths(english).sort()).toEqual(keyPaths(spanish).sort());
  });

  it.each(Object.keys(esCL))('%s: both languages fill in the same placeholders', (ns) => {
    expect(placeholders(en[ns] as object)).toEqual(placeholders(esCL[ns] as object));
  });

  it.each(Object.keys(esCL))('%s: no empty text', (ns) => {
    for (const tree of [esCL[ns] as object, en[ns] as object]) {
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
