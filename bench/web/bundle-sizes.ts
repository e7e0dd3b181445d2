// First-load JS and CSS per route from a Vite build manifest (build.manifest: true): the entry chunk and everything
// it imports statically, plus the route's lazy page chunk and its own static imports, each file counted once; and
// which packages that JS is made of (the build's per-module rendered sizes, see bundleComposition).
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Manifest, readManifest } from '../../server/http/build-manifest';

export interface RouteSize {
  readonly jsKb: number;
  readonly cssKb: number;
  /** The first-load JS as the server sends it to a browser: the build's .br files (vite.config.ts), else gzipped. */
  readonly jsSentKb: number;
  readonly files: readonly string[];
}

/** The build's manifest (server/http/build-manifest.ts reads it for the server); throws when the build wrote none. */
export function manifestOf(outDir: string): Manifest {
  const manifest = readManifest(outDir);
  if (manifest === undefined) throw new Error(`${outDir} has no build manifest (build.manifest: true)`);
  return manifest;
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

/** What the server sends a browser of `path`: its .br copy from the build when there is one (server/http/spa.ts). */
function sentKb(path: string): number {
  return existsSync(`${path}.br`) ? statSync(`${path}.br`).size / 1024 : gzipKb(path);
}

/**
 * The first-load JS and CSS, gzipped, of a route whose page loads the manifest keys `pageKeys`: its page module, and
 * for a page other than the landing pages the route table (issue 13: a chunk the browser loads before such a page).
 */
export function routeSize(outDir: string, manifest: Manifest, pageKeys: readonly string[]): RouteSize {
  const keys = new Set([
    ...staticClosure(manifest, entryKey(manifest)),
    ...pageKeys.flatMap((key) => [...staticClosure(manifest, key)]),
  ]);
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk === undefined) continue;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
  }
  const sum = (files: Set<string>) => [...files].reduce((total, file) => total + gzipKb(join(outDir, file)), 0);
  const sent = [...js].reduce((total, file) => total + sentKb(join(outDir, file)), 0);
  return { jsKb: sum(js), cssKb: sum(css), jsSentKb: sent, files: [...js, ...css] };
}

/** Per output file: the rendered bytes of each module in it, keyed by the module id (an absolute path). */
export type BundleComposition = Readonly<Record<string, Readonly<Record<string, number>>>>;

/** The composition file bundleComposition writes into the build's .vite folder. */
const COMPOSITION_FILE = join('.vite', 'composition.json');

/**
 * A Vite plugin recording, per output chunk, how many bytes each module rendered into it (the bundler's own
 * accounting, after tree-shaking, before minification), so the bench can say which package the first load is made of.
 */
export function bundleComposition(): import('vite').Plugin {
  const composition: Record<string, Record<string, number>> = {};
  let outDir = '';
  return {
    name: 'bundle-composition',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        for (const [id, module] of Object.entries(output.modules)) modules[id] = module.renderedLength;
        composition[output.fileName] = modules;
      }
    },
    closeBundle() {
      writeFileSync(join(outDir, COMPOSITION_FILE), JSON.stringify(composition));
    },
  };
}

export function readComposition(outDir: string): BundleComposition {
  return JSON.parse(readFileSync(join(outDir, COMPOSITION_FILE), 'utf8')) as BundleComposition;
}

/** The package a module id belongs to (`react-dom`, `@inversifyjs/core`), or `app: <folder>` for our own source. */
export function packageOf(id: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const inModules = clean.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const [scope = '', name = ''] = clean.slice(inModules + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const inSource = clean.indexOf('/src/');
  if (inSource < 0) return 'bundler runtime';
  const parts = clean.slice(inSource + 1).split('/');
  return `app: ${parts.slice(0, Math.min(3, parts.length - 1)).join('/')}`;
}

/**
 * The gzipped first-load JS of a route by package, largest first: each file's gzipped size shared among its modules
 * by their rendered bytes (gzip compresses files, not modules, so a package's share is an estimate; the sum is exact).
 */
export function packageTable(outDir: string, composition: BundleComposition, files: readonly string[]) {
  const byPackage = new Map<string, { gzKb: number; rawKb: number }>();
  for (const file of files) {
    if (!file.endsWith('.js')) continue;
    const modules = composition[file] ?? {};
    const rendered = Object.values(modules).reduce((sum, length) => sum + length, 0);
    const fileGzKb = gzipKb(join(outDir, file));
    for (const [id, length] of Object.entries(modules)) {
      const name = packageOf(id);
      const entry = byPackage.get(name) ?? { gzKb: 0, rawKb: 0 };
      entry.gzKb += rendered === 0 ? 0 : (fileGzKb * length) / rendered;
      entry.rawKb += length / 1024;
      byPackage.set(name, entry);
    }
  }
  return [...byPackage.entries()]
    .sort((a, b) => b[1].gzKb - a[1].gzKb)
    .map(([name, size]) => ({
      package: name,
      'gz KB (est.)': Number(size.gzKb.toFixed(1)),
      'rendered KB': Number(size.rawKb.toFixed(1)),
    }));
}
