import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authJsEndpoints } from '../../../src/contract/auth';
import { listEndpoints } from '../support/api-endpoints';
import { servedApiDocument } from './support/api-document';

/**
 * What a franchise team does with the document: generate TypeScript types from /api/docs/json with
 * openapi-typescript and write a client against them. The consumer below must compile under `strict`, and its
 * `@ts-expect-error` lines prove the generated types are exact (an `any` would make them unused, which is an error).
 */
const CONSUMER = `
import type { operations, paths } from './api';

type CategoryList = paths['/api/delivery/menu/category']['get']['responses'][200]['content']['application/json'];

export function categoryLabels(list: CategoryList): string[] {
  return list.map((category) => \`\${category.priority}. \${category.categoryName}\`);
}

// @ts-expect-error a category has no price
export const noPrice = (list: CategoryList) => list[0]?.menuPrice;

type PlaceOrder = operations['placeOrder'];
export const headers: PlaceOrder['parameters']['header'] = { 'x-agent': 'MOBILEWEB', 'idempotency-key': 'submit-1' };
// @ts-expect-error x-agent is one of the documented agents
export const wrongAgent: PlaceOrder['parameters']['header'] = { 'x-agent': 'TV', 'idempotency-key': 'submit-1' };

type Session = operations['getAuthSession']['responses'][200]['content']['application/json'];

export function authorization(session: Session): string | null {
  return session === null ? null : \`Bearer \${session.accessToken}\`;
}

type Ok<P extends keyof paths> = paths[P] extends {
  get: { responses: { 200: { content: { 'application/json': infer Body } } } };
}
  ? Body
  : never;

/** A GET typed by the document: the path picks the answer's type. */
export async function getJson<P extends keyof paths>(baseUrl: string, path: P): Promise<Ok<P>> {
  const response = await fetch(new URL(path, baseUrl), { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(\`\${path}: \${response.status}\`);
  return (await response.json()) as Ok<P>;
}

export async function firstCategoryName(baseUrl: string): Promise<string | undefined> {
  const categories = await getJson(baseUrl, '/api/delivery/menu/category');
  return categories[0]?.categoryName;
}
`;

const COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  types: [],
  // Only TypeScript's own lib files are skipped: the generated types are written as api.ts, so they are checked.
  skipLibCheck: true,
};

/** One host for every compile, keeping parsed files (lib.dom, the generated types) between programs. */
const host = ts.createCompilerHost(COMPILER_OPTIONS);
const parsed = new Map<string, ts.SourceFile | undefined>();
const readSourceFile = host.getSourceFile.bind(host);
host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
  if (!parsed.has(fileName)) parsed.set(fileName, readSourceFile(fileName, languageVersion, onError, shouldCreate));
  return parsed.get(fileName);
};

/** Compiles `files` (strict, no emit) and returns every diagnostic as text. */
function compile(rootNames: string[]): string[] {
  const program = ts.createProgram({ rootNames, options: COMPILER_OPTIONS, host });
  return ts.getPreEmitDiagnostics(program).map((diagnostic) =>
    ts.formatDiagnostic(diagnostic, {
      getCanonicalFileName: (name) => name,
      getCurrentDirectory: () => '',
      getNewLine: () => '\n',
    }),
  );
}

describe('a client generated from the OpenAPI document compiles', () => {
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'openapi-client-'));
    const document = await servedApiDocument();
    const generated = astToString(await openapiTS(document as unknown as Parameters<typeof openapiTS>[0]));
    await writeFile(join(directory, 'api.ts'), generated);
  });
  afterAll(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it('openapi-typescript types every operation, and a strict consumer compiles against them', async () => {
    // Every operationId of the tables is an entry of the generated `operations` (clients name calls after them).
    const ids = [...listEndpoints(), ...Object.values(authJsEndpoints)].map((endpoint) => endpoint.operationId);
    const everyOperation = `import type { operations } from './api';\nexport type Every = [${ids
      .map((id) => `operations['${id}']`)
      .join(', ')}];\n`;
    await writeFile(join(directory, 'consumer.ts'), CONSUMER);
    await writeFile(join(directory, 'every-operation.ts'), everyOperation);

    expect(compile([join(directory, 'consumer.ts'), join(directory, 'every-operation.ts')])).toEqual([]);
  });

  it('the compile check is not vacuous: a consumer reading a field the API lacks fails', async () => {
    await writeFile(
      join(directory, 'wrong.ts'),
      `import type { operations } from './api';\n` +
        `type Menu = operations['getMenuDetail']['responses'][200]['content']['application/json'];\n` +
        `export const price = (menu: Menu): string => menu.menuPrice;\n`,
    );
    const diagnostics = compile([join(directory, 'wrong.ts')]);
    expect(diagnostics).toEqual([expect.stringContaining("Type 'number' is not assignable to type 'string'")]);
  });
});
