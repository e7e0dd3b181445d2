import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder of the storefront's package.json, found by walking up from this module. The server runs from two places
 * (server/*.ts under tsx in development and tests, the bundle dist/server/main.js under `npm start`), and a path
 * relative to the module would differ between them; one relative to the package root does not. Files read at runtime
 * (the web build, the migrations, the seed snapshot) are named from here.
 */
export const PACKAGE_ROOT = findPackageRoot(dirname(fileURLToPath(import.meta.url)));

function findPackageRoot(start: string): string {
  for (let folder = start; ; folder = dirname(folder)) {
    if (existsSync(join(folder, 'package.json'))) return folder;
    if (dirname(folder) === folder) throw new Error(`no package.json above ${start}`);
  }
}
