/**
 * `npm run bench:web`: builds the console and prints the gzipped JavaScript the sign-in route
 * loads (the entry chunk, the sign-in page chunk and everything they import statically) and the
 * largest route chunk with its own static imports. Budget: 200 KB gzipped for sign-in.
 * BENCH_WEB_SKIP_BUILD=1 measures the existing apps/admin/dist.
 */
import { execFileSync } from 'node:child_process';
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

const ROOT = path.resolve(import.meta.dirname, '../..');
const DIST = path.join(ROOT, 'apps/admin/dist');
const SIGN_IN_SRC = 'src/features/auth/sign-in-page/sign-in-page.tsx';
const BUDGET_BYTES = 200 * 1024;

if (process.env.BENCH_WEB_SKIP_BUILD !== '1') {
  execFileSync('npm', ['run', 'build:admin'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
}

const manifest: Manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8'));
const gzipCache = new Map<string, number>();
const gzipped = (file: string) => {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
};

/** The chunk keys a browser fetches before the given chunks can run: themselves and static imports. */
function staticClosure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

const bytesOf = (keys: Set<string>) =>
  [...keys].reduce((sum, key) => sum + gzipped(manifest[key]?.file ?? ''), 0);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) throw new Error('no entry chunk in the manifest (build.manifest: true?)');
if (!manifest[SIGN_IN_SRC]) throw new Error(`${SIGN_IN_SRC} is not a chunk of its own`);

const entryClosure = staticClosure([entryKey]);
const signIn = staticClosure([entryKey, SIGN_IN_SRC]);
const signInBytes = bytesOf(signIn);

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
const largest = routeChunks[0];

console.log('Console bundle (gzip level 9, JavaScript only)');
console.log(
  `  entry chunk + static imports:          ${kb(bytesOf(entryClosure))} (${entryClosure.size} files)`,
);
console.log(`  sign-in route (entry + page + imports): ${kb(signInBytes)} (${signIn.size} files)`);
console.log(
  `  budget for sign-in:                     ${kb(BUDGET_BYTES)} → ${signInBytes <= BUDGET_BYTES ? 'within' : 'OVER'}`,
);
if (largest) {
  console.log(
    `  largest route chunk: ${largest.name} ${kb(largest.chunk)} (${kb(largest.withImports)} with the imports the entry lacks)`,
  );
}
console.log('  route chunks:');
for (const route of routeChunks) {
  console.log(
    `    ${route.name.padEnd(60)} ${kb(route.chunk).padStart(9)} ${kb(route.withImports).padStart(9)}`,
  );
}
console.log(
  JSON.stringify({ signInGzipBytes: signInBytes, budgetBytes: BUDGET_BYTES, largestRoute: largest ?? null }),
);
