import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BuildOptions } from 'vite';

type OutputOptions = Exclude<NonNullable<NonNullable<BuildOptions['rolldownOptions']>['output']>, unknown[]>;

/**
 * The router and the query cache, which every signed-in screen runs. Not all of `@tanstack`: the
 * page builder's virtual list would come along with every screen.
 */
const LIBRARIES = /node_modules[\\/](react-router|@tanstack[\\/](query-core|react-query))[\\/]/;
/**
 * Mantine's core, hooks and the components of the signed-in shell and the lists (the landing
 * page); their own dependencies (floating-ui, the scroll lock) come along with them.
 */
const MANTINE_SHELL = new RegExp(
  String.raw`node_modules[\\/]@mantine[\\/](hooks[\\/]|core[\\/]esm[\\/](core|utils)[\\/]|core[\\/]esm[\\/]components[\\/](` +
    [
      'ActionIcon',
      'Alert',
      'Anchor',
      'AppShell',
      'Avatar',
      'Badge',
      'Box',
      'Burger',
      'Button',
      'Card',
      'Center',
      'Checkbox',
      'CloseButton',
      'Combobox',
      'Divider',
      'Drawer',
      'Group',
      'Input',
      'InputBase',
      'Loader',
      'Menu',
      'Modal',
      'ModalBase',
      'MultiSelect',
      'NavLink',
      'Overlay',
      'Pagination',
      'Paper',
      'Pill',
      'PillsInput',
      'Popover',
      'Portal',
      'ScrollArea',
      'SegmentedControl',
      'Select',
      'SimpleGrid',
      'Stack',
      'Table',
      'Text',
      'TextInput',
      'Title',
      'Tooltip',
      'Transition',
      'UnstyledButton',
      'VisuallyHidden',
    ].join('|') +
    String.raw`)[\\/])`,
);
/** The rest of Mantine's components, which only forms and editors use: one chunk for all of them. */
const MANTINE_MORE = /node_modules[\\/](@mantine[\\/]core|react-number-format|react-textarea-autosize)[\\/]/;
/**
 * The shell's dynamic imports keep chunks of their own: the toast container and the customizer
 * would otherwise load with every page, and a module both grouped and dynamically imported gets a
 * re-export of a namespace the bundler never defines (rolldown 1.2: "Export 'routed_console_exports'
 * is not defined").
 */
const LAZY_IN_SHELL =
  /app[\\/](routed-console|toast-container|layouts[\\/](console|full-screen)-layout|customizer[\\/](customizer-drawer|choice-field))\.tsx$/;
/** Shared, but only one screen follows an event stream (the kitchen board): its parser stays there. */
const ONE_SCREEN_ONLY = /shared[\\/]http[\\/]event-stream\.ts$/;
/** Where the first signed-in screen's code lives: the shell and the stores list it lands on. */
const FIRST_SCREEN_SOURCES = ['src/app', 'src/shared', 'src/features/stores/store-list'];

/** The Tabler icons those sources import, by name. */
function firstScreenIcons(): Set<string> {
  const root = path.resolve(import.meta.dirname, '..');
  const names = new Set<string>();
  for (const dir of FIRST_SCREEN_SOURCES)
    for (const file of readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file)) continue;
      const source = readFileSync(path.join(root, dir, file), 'utf8');
      for (const [, list] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@tabler\/icons-react'/g))
        for (const name of list?.split(',') ?? []) names.add(name.trim().replace(/^type\s+/, ''));
    }
  return names;
}

const ICONS = /node_modules[\\/]@tabler[\\/]icons-react[\\/]/;
const ICON_MODULE = /node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/](Icon\w+)\.mjs$/;
const shellIcons = firstScreenIcons();
/**
 * The icons of the shell and the stores list: one chunk; the others another, fetched with the first
 * screen that draws one (one chunk held every icon of the console, 40 % of them for other screens;
 * left to the bundler, icons shared by a few screens became a dozen chunks of one icon each).
 */
const isShellIcon = (id: string) => {
  const name = ICON_MODULE.exec(id)?.[1];
  return name === undefined
    ? /node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/](?!icons[\\/])/.test(id)
    : shellIcons.has(name);
};
/** The signed-in shell and the pieces every list shares; feature folders stay apart. */
const SHELL =
  /apps[\\/]admin[\\/]src[\\/](app[\\/]|shared[\\/](http|session|permissions|storage|format)[\\/]|shared[\\/]ui[\\/](data-table|confirm-delete)[\\/]|shared[\\/]ui[\\/](load-failed|not-found-panel|full-screen-loader|directional-icon|hover-tooltip|toasts|save-file)\.tsx?$)/;

/**
 * Left alone, the bundler splits every module shared by two screens into a chunk of its own: the
 * stores list took 113 requests, many of a few hundred bytes, and a phone pays a round trip for
 * each (six at a time over HTTP/1.1). These groups make what the first screen runs (sign-in
 * included) one chunk, and the signed-in console's libraries, Mantine's components, the icons and
 * the shell one chunk each; feature pages, and whatever only they use, stay split.
 *
 * The first group takes every module the entry reaches statically (`$initial`, after tree-shaking)
 * before the others choose, so the later groups hold only what the first screen does not run.
 */
export const codeSplitting: OutputOptions['codeSplitting'] = {
  groups: [
    { name: 'boot', tags: ['$initial'], priority: 40 },
    { name: 'console-lib', test: LIBRARIES, priority: 30 },
    { name: 'mantine', test: MANTINE_SHELL, priority: 30 },
    { name: 'mantine-more', test: MANTINE_MORE, priority: 25 },
    { name: 'icons', test: isShellIcon, priority: 30 },
    { name: 'icons-more', test: ICONS, priority: 25 },
    {
      name: 'console',
      test: (id) => SHELL.test(id) && !LAZY_IN_SHELL.test(id) && !ONE_SCREEN_ONLY.test(id),
      priority: 20,
    },
  ],
};
