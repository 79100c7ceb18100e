import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const STYLES = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.layer.css')),
  'styles',
);
/** A Mantine component's class names: `@mantine/core/esm/components/Menu/Menu.module.mjs`. */
const CLASS_MAP = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;

/**
 * Each Mantine component brings its own stylesheet (`styles/<Name>.layer.css`), imported by the
 * module that holds its class names, so the CSS of a component travels in the chunk of its code:
 * a page loads the styles of the components it renders, never Mantine's 220 KB whole. The order
 * inside Mantine's cascade layer stays its own: a component module imports the components it is
 * built on before its class names, so their styles come first, as in Mantine's styles.css.
 */
export function mantineStylesPerComponent(): Plugin {
  return {
    name: 'tablero:mantine-styles-per-component',
    enforce: 'pre',
    // The dev server pre-bundles Mantine, out of this hook's reach: there the console imports it all.
    apply: 'build',
    transform(code, id) {
      const name = CLASS_MAP.exec(id)?.[1];
      if (!name) return null;
      const sheet = path.join(STYLES, `${name}.layer.css`);
      if (!existsSync(sheet)) return null;
      return { code: `import '@mantine/core/styles/${name}.layer.css';\n${code}`, map: null };
    },
  };
}
