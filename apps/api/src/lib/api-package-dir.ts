import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The API package's folder (apps/api): the nearest folder above this module with a package.json.
 * The same whether this runs from `src/lib/` under tsx or bundled into `dist/server.js` by
 * `npm run build -w @tablero/api`, so that files found from it (migrations, the built console)
 * need no second copy next to the bundle.
 */
function findApiPackageDir(): string {
  const start = path.dirname(fileURLToPath(import.meta.url));
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${start}`);
  }
}

export const apiPackageDir = findApiPackageDir();
