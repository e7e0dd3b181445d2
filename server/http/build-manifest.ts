import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One entry of Vite's build manifest (dist/web/.vite/manifest.json). */
interface ManifestChunk {
  readonly file: string;
  readonly css?: readonly string[];
  readonly imports?: readonly string[];
  readonly isEntry?: boolean;
}

export type Manifest = Readonly<Record<string, ManifestChunk>>;

/** Vite's manifest in the web root. */
export const MANIFEST_FILE = '.vite/manifest.json';

/**
 * Where the build writes the server-rendered pages' shell: index.html without the SPA's preloads
 * (scripts/vite-page-shells.ts writes it, server/http/page-rendering.ts reads it). Beside the manifest: not served.
 */
export const PAGE_TEMPLATE_FILE = '.vite/page-template.html';

/** Route pattern → its page's modules, in the web root (scripts/vite-page-routes.ts PAGE_ROUTE_MODULES_FILE). */
const PAGE_ROUTE_MODULES_FILE = '.vite/page-routes.json';

/** The manifest of `webRoot`, or undefined when the build wrote none. */
export function readManifest(webRoot: string): Manifest | undefined {
  const file = join(webRoot, MANIFEST_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Manifest) : undefined;
}

/**
 * The modules each route pattern's page loads (its page module, then its use-case groups'), in the route table's
 * order, or undefined for a build without the file.
 */
export function readPageRouteModules(webRoot: string): Readonly<Record<string, readonly string[]>> | undefined {
  const file = join(webRoot, PAGE_ROUTE_MODULES_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]>) : undefined;
}

/**
 * The stylesheets and chunks `modules` (manifest keys) load beside the entry: each module's chunk and what it imports
 * statically, the entry's own files left out, and so is any file `document` (the HTML they go into) links already.
 * Throws for a module the manifest lacks.
 */
export function assetsOf(
  manifest: Manifest,
  modules: readonly string[],
  document = '',
): { css: string[]; js: string[] } {
  const css = new Set<string>();
  const js = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (chunk === undefined || seen.has(key) || chunk.isEntry === true) return;
    seen.add(key);
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of modules) {
    if (manifest[key] === undefined) throw new Error(`${key} is not in the storefront's build manifest`);
    visit(key);
  }
  const unlinked = (files: Set<string>) => [...files].filter((file) => !document.includes(`href="/${file}"`));
  return { css: unlinked(css), js: unlinked(js) };
}

/**
 * The pattern of `patterns` (react-router paths: `/cart`, `/products/:id`) that `path` matches, segment by segment,
 * or undefined. A trailing slash is ignored, as the router does.
 */
export function matchingPattern(path: string, patterns: Iterable<string>): string | undefined {
  const segments = (value: string) => value.split('/').filter((segment) => segment !== '');
  const wanted = segments(path);
  for (const pattern of patterns) {
    const parts = segments(pattern);
    if (parts.length !== wanted.length) continue;
    if (parts.every((part, i) => (part.startsWith(':') ? (wanted[i] ?? '') !== '' : part === wanted[i])))
      return pattern;
  }
  return undefined;
}
