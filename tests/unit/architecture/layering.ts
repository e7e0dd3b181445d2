import { readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/**
 * The hexagon's rules (ARCHITECTURE.md), checked on the source text with the TypeScript compiler:
 * - src/domain imports nothing outside src/domain, and of packages only dayjs and its plugins (the design card's
 *   date library: Asia/Seoul computations use its utc and timezone plugins);
 * - src/application imports only src/domain and itself (no package at all);
 * - neither uses a browser or Node global (they are type-checked with the bare ES library and no @types);
 * - src/domain reads no clock and no randomness (Date.now, argument-less new Date() or dayjs(), Math.random).
 */
export interface Violation {
  readonly file: string;
  readonly rule: string;
  readonly detail: string;
}

const CORE = [
  { layer: 'domain', allowed: ['domain'], packages: /^dayjs(\/plugin\/[a-zA-Z]+(\.js)?)?$/ },
  { layer: 'application', allowed: ['domain', 'application'], packages: null },
] as const;

function sourceFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|cts)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function layerOf(root: string, file: string): string | null {
  const parts = relative(join(root, 'src'), file).split(sep);
  return parts[0] === '..' || parts.length < 2 ? null : (parts[0] ?? null);
}

function checkImports(root: string): Violation[] {
  const out: Violation[] = [];
  for (const { layer, allowed, packages } of CORE) {
    for (const file of sourceFiles(join(root, 'src', layer))) {
      const info = ts.preProcessFile(ts.sys.readFile(file) ?? '', true, true);
      for (const { fileName: spec } of info.importedFiles) {
        const rel = relative(root, file);
        if (!spec.startsWith('.')) {
          if (packages?.test(spec)) continue;
          out.push({ file: rel, rule: `${layer}-imports-no-package`, detail: spec });
          continue;
        }
        const target = layerOf(root, resolve(dirname(file), spec));
        if (target === null || !(allowed as readonly string[]).includes(target)) {
          out.push({ file: rel, rule: `${layer}-imports-only-${allowed.join('-or-')}`, detail: spec });
        }
      }
    }
  }
  return out;
}

function checkGlobals(root: string): Violation[] {
  const files = CORE.flatMap(({ layer }) => sourceFiles(join(root, 'src', layer)));
  if (files.length === 0) return [];
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2023.d.ts'],
    types: [],
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    experimentalDecorators: true,
    allowImportingTsExtensions: false,
  });
  return ts.getPreEmitDiagnostics(program).flatMap((d) => {
    // Only "cannot find name" kinds: a global that the bare ES library does not have.
    if (![2304, 2580, 2582, 2591, 2503, 2552, 2868].includes(d.code)) return [];
    const file = d.file ? relative(root, d.file.fileName) : '?';
    return [{ file, rule: 'core-uses-no-host-global', detail: ts.flattenDiagnosticMessageText(d.messageText, ' ') }];
  });
}

function checkPurity(root: string): Violation[] {
  const out: Violation[] = [];
  for (const file of sourceFiles(join(root, 'src', 'domain'))) {
    const source = ts.createSourceFile(file, ts.sys.readFile(file) ?? '', ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      const text = node.getText(source);
      if (ts.isPropertyAccessExpression(node) && (text === 'Date.now' || text === 'Math.random')) {
        out.push({ file: relative(root, file), rule: 'domain-is-pure', detail: text });
      }
      if (ts.isNewExpression(node) && node.expression.getText(source) === 'Date' && !node.arguments?.length) {
        out.push({ file: relative(root, file), rule: 'domain-is-pure', detail: 'new Date()' });
      }
      if (ts.isCallExpression(node) && node.expression.getText(source) === 'dayjs' && node.arguments.length === 0) {
        out.push({ file: relative(root, file), rule: 'domain-is-pure', detail: 'dayjs()' });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return out;
}

export function checkLayering(root: string): Violation[] {
  return [...checkImports(root), ...checkGlobals(root), ...checkPurity(root)];
}
