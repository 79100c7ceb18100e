/**
 * What the build produced, read from Vite's manifest: the JavaScript the sign-in route loads (the
 * entry chunk, the sign-in page chunk and everything they import statically) and each route chunk
 * with its own static imports, gzipped at level 9 the way the build's `.gz` files are.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const SIGN_IN_SRC = 'src/features/auth/sign-in-page/sign-in-page.tsx';

export interface RouteChunk {
  name: string;
  file: string;
  chunk: number;
  withImports: number;
}

export interface BundleReport {
  entryBytes: number;
  entryFiles: number;
  signInBytes: number;
  signInFiles: number;
  routeChunks: RouteChunk[];
}

export function measureBundle(dist: string): BundleReport {
  const manifest: Manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const gzipCache = new Map<string, number>();
  const gzipped = (file: string) => {
    let size = gzipCache.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
      gzipCache.set(file, size);
    }
    return size;
  };

  /** The chunk keys a browser fetches before the given chunks can run: themselves and static imports. */
  const staticClosure = (keys: string[]): Set<string> => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      seen.add(key);
      for (const imported of manifest[key]?.imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return seen;
  };
  const bytesOf = (keys: Set<string>) =>
    [...keys].reduce((sum, key) => sum + gzipped(manifest[key]?.file ?? ''), 0);

  /*
   * The scripts index.html starts: when the first screen's modules form one chunk (the `boot`
   * group of vite.config.ts), the bundler folds the entry module into it and the manifest flags
   * no entry, so index.html is what names them.
   */
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entryKeys = [...html.matchAll(/<script type="module"[^>]* src="\/([^"]+)"/g)].flatMap((match) => {
    const key = keyOfFile.get(match[1] ?? '');
    return key ? [key] : [];
  });
  if (entryKeys.length === 0)
    throw new Error('index.html starts no chunk of the manifest (build.manifest: true?)');

  const entryClosure = staticClosure(entryKeys);
  // Sign-in is part of the first chunk now; were it split again, its own chunk counts too.
  const signIn = staticClosure(manifest[SIGN_IN_SRC] ? [...entryKeys, SIGN_IN_SRC] : entryKeys);
  const routeChunks = Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry)
    .map(([key, chunk]) => {
      const own = [...staticClosure([key])].filter((dep) => !entryClosure.has(dep));
      return {
        name: chunk.src ?? key,
        file: chunk.file,
        chunk: gzipped(chunk.file),
        withImports: bytesOf(new Set(own)),
      };
    })
    .sort((a, b) => b.chunk - a.chunk);
  return {
    entryBytes: bytesOf(entryClosure),
    entryFiles: entryClosure.size,
    signInBytes: bytesOf(signIn),
    signInFiles: signIn.size,
    routeChunks,
  };
}
