import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../../../../server/app';
import { routeModules } from '../../../../server/routes/index';
import { TEST_AUTH_KEY, unusedDatabase } from '../../support/test-server';

/** The repository root (redocly.yaml, node_modules). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

type Responses = Record<string, { description?: string; content?: Record<string, { schema: unknown }> }>;

/** One operation of the document, as far as these suites read it. */
export interface OperationObject {
  readonly operationId?: string;
  readonly security?: readonly Record<string, readonly string[]>[];
  readonly responses: Responses;
  readonly [key: string]: unknown;
}

export interface ApiDocument {
  readonly openapi: string;
  readonly servers?: readonly { url: string }[];
  readonly paths: Record<string, Record<string, OperationObject>>;
  readonly [key: string]: unknown;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);

/**
 * GET /api/docs/json of the production server (every route module), exactly as a client downloads it. The
 * routes never query at registration, so a database that fails every use is enough.
 */
export async function servedApiDocument(): Promise<ApiDocument> {
  const app = await buildServer({ database: unusedDatabase(), authKey: TEST_AUTH_KEY, routes: routeModules });
  try {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    if (response.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${response.statusCode}`);
    return response.json() as ApiDocument;
  } finally {
    await app.close();
  }
}

/** Every operation of the document with its path and (lower-case) method. */
export function operationsOf(
  document: ApiDocument,
): { readonly path: string; readonly method: string; readonly operation: OperationObject }[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({ path, method, operation })),
  );
}

export interface LintProblem {
  readonly ruleId: string;
  readonly severity: 'error' | 'warn';
  readonly message: string;
  readonly location: readonly { readonly pointer: string }[];
}

export interface LintReport {
  readonly totals: { readonly errors: number; readonly warnings: number };
  readonly problems: readonly LintProblem[];
}

/**
 * `redocly lint` with the repository's redocly.yaml (recommended rules) over `document`, through the CLI as a
 * developer runs it, its JSON report parsed. The CLI exits 1 when there are errors; the report is read either way.
 */
export async function lintWithRedocly(document: unknown, directory: string): Promise<LintReport> {
  const file = join(directory, 'openapi.json');
  await writeFile(file, JSON.stringify(document));
  const cli = join(REPO_ROOT, 'node_modules/@redocly/cli/bin/cli.js');
  const args = [
    'lint',
    '--config',
    join(REPO_ROOT, 'redocly.yaml'),
    '--format',
    'json',
    '--max-problems',
    '10000',
    file,
  ];
  const stdout = await new Promise<string>((done, fail) => {
    execFile(
      process.execPath,
      [cli, ...args],
      { cwd: directory, env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } },
      (error, out, err) => {
        // Exit code 1 with a report means "problems found"; anything else (no JSON) is a failure to run.
        if (out.trim().startsWith('{')) done(out);
        else fail(new Error(`redocly lint did not report: ${error?.message ?? ''}\n${err}`));
      },
    );
  });
  return JSON.parse(stdout) as LintReport;
}

/** A problem as one readable line (rule, where, what) for assertion messages. */
export function describeProblem(problem: LintProblem): string {
  return `${problem.severity} ${problem.ruleId} ${problem.location[0]?.pointer ?? ''}: ${problem.message}`;
}
