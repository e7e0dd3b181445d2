// First-load JS and CSS per route from a Vite build manifest (build.manifest: true): the entry chunk and everything
// it imports statically, plus the route's lazy page chunk and its own static imports, each file counted once.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One manifest record (vite's ManifestChunk, the fields read here). */
interface ManifestChunk {
  readonly file: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly css?: readonly string[];
}

export type Manifest = Readonly<Record<string, ManifestChunk>>;

export interface RouteSize {
  readonly jsKb: number;
  readonly cssKb: number;
  readonly files: readonly string[];
}

export function readManifest(outDir: string): Manifest {
  return JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The manifest key of the HTML entry (index.html). */
export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]?.isEntry === true);
  if (key === undefined) throw new Error('the build manifest has no entry');
  return key;
}

/** The keys of `start` and of every chunk it imports statically, transitively. */
function staticClosure(manifest: Manifest, start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (chunk === undefined) throw new Error(`the build manifest has no ${key}`);
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(start);
  return seen;
}

/** Gzipped size in KB (1 KB = 1,024 bytes) at the default level, as a CDN would send it. */
function gzipKb(path: string): number {
  return gzipSync(readFileSync(path)).length / 1024;
}

/** The first-load JS and CSS, gzipped, of a route whose page module is the manifest key `pageKey`. */
export function routeSize(outDir: string, manifest: Manifest, pageKey: string): RouteSize {
  const keys = new Set([...staticClosure(manifest, entryKey(manifest)), ...staticClosure(manifest, pageKey)]);
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk === undefined) continue;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
  }
  const sum = (files: Set<string>) => [...files].reduce((total, file) => total + gzipKb(join(outDir, file)), 0);
  return { jsKb: sum(js), cssKb: sum(css), files: [...js, ...css] };
}

/**
 * The page module (a manifest key such as src/adapters/ui/pages/home/home-page.tsx) a route pattern loads, read
 * from page-routes.ts: `{ path: '/cart', …, load: cart }` and `const cart = () => import('../pages/cart/cart-page')`.
 */
export function pageModuleOf(routesFile: string, rootDir: string, pattern: string): string {
  const text = readFileSync(routesFile, 'utf8');
  const loaders = new Map<string, string>();
  for (const match of text.matchAll(/const (\w+) = \(\) => import\('([^']+)'\)/g)) {
    loaders.set(match[1] ?? '', match[2] ?? '');
  }
  const escaped = pattern.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const route = new RegExp(`path: '${escaped}',[^}]*?load: (\\w+)`).exec(text);
  const specifier = route === null ? undefined : loaders.get(route[1] ?? '');
  if (specifier === undefined) throw new Error(`page-routes.ts has no lazy page for ${pattern}`);
  const base = resolve(dirname(routesFile), specifier);
  const file = ['.tsx', '.ts'].map((ext) => `${base}${ext}`).find((candidate) => existsSync(candidate));
  if (file === undefined) throw new Error(`the page module ${specifier} of ${pattern} does not exist`);
  return relative(rootDir, file);
}
