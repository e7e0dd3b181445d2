import { existsSync, readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Stack traces that name the TypeScript lines, with a bundle's source map read at the first stack trace that passes
 * through it, not at every start (issue 14, a restart ≤ 1 s). `node --enable-source-maps` reads and decodes the map of
 * every module as it loads: for the compiled server (a 2.6 MB main.js, a 2.2 MB map) that was ~120 ms of a 2.2-2.4 s
 * restart on the 2-core host (8 alternating restarts each, medians). Node 20 maps only the modules loaded while
 * source maps are on (`process.setSourceMapsEnabled` afterwards maps nothing already loaded), hence this hook.
 *
 * Each frame keeps V8's own text; only a location in a file with a linked source map (`<file>.map`) is replaced by
 * its original file, line and column. A file without a map, or a position the map does not cover, stays as V8 wrote
 * it. Nothing is done when node already maps stacks (`--enable-source-maps`, or tsx in development).
 */
export function mapStackTracesLazily(): void {
  if (process.sourceMapsEnabled) return;
  const maps = new Map<string, SourceMap | null>();
  const mapOf = (file: string): SourceMap | null => {
    let map = maps.get(file);
    if (map === undefined) {
      map = readSourceMap(file);
      maps.set(file, map);
    }
    return map;
  };
  Error.prepareStackTrace = (error, frames) => {
    const lines = frames.map((frame) => `\n    at ${mappedFrame(frame, mapOf)}`);
    return `${headerOf(error)}${lines.join('')}`;
  };
}

/** The frame as V8 prints it, its location in a mapped file replaced by the original one. */
function mappedFrame(frame: NodeJS.CallSite, mapOf: (file: string) => SourceMap | null): string {
  const text = String(frame);
  const name = frame.getFileName();
  const line = frame.getLineNumber();
  const column = frame.getColumnNumber();
  if (name === undefined || name === null || line === null || column === null) return text;
  const file = name.startsWith('file:') ? fileURLToPath(name) : name;
  if (!file.startsWith('/')) return text;
  const map = mapOf(file);
  const entry = map?.findEntry(line - 1, column - 1);
  if (entry === undefined || !('originalSource' in entry)) return text;
  const source = entry.originalSource.startsWith('file:') ? fileURLToPath(entry.originalSource) : entry.originalSource;
  const location = `${name}:${line}:${column}`;
  const original = `${source}:${entry.originalLine + 1}:${entry.originalColumn + 1}`;
  return text.includes(location) ? text.replace(location, original) : text;
}

/** The map linked beside `file` (`<file>.map`), with its sources resolved to absolute paths; null when there is none. */
function readSourceMap(file: string): SourceMap | null {
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) return null;
  try {
    const payload = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; sourceRoot?: string };
    const base = pathToFileURL(mapFile);
    payload.sources = payload.sources.map((source) => new URL(`${payload.sourceRoot ?? ''}${source}`, base).href);
    delete payload.sourceRoot;
    return new SourceMap(payload as ConstructorParameters<typeof SourceMap>[0]);
  } catch {
    return null;
  }
}

/**
 * The first line of a stack trace, as node writes it without this hook: `Name: message` by Error.prototype.toString
 * whatever toString the value has (a plain object given to Error.captureStackTrace reads `Error: …`), except node's
 * own errors, whose toString names their code (`RangeError [ERR_OUT_OF_RANGE]: …`).
 */
function headerOf(error: unknown): string {
  try {
    const header = Error.prototype.toString.call(error);
    if (!(error instanceof Error) || typeof (error as { code?: unknown }).code !== 'string') return header;
    const named = String(error);
    return named.startsWith(`${error.name} [`) ? named : header;
  } catch {
    return '<error>';
  }
}
