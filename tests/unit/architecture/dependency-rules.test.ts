import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');
const fixture = join(import.meta.dirname, 'fixtures', 'cruise-bad');

interface Violation {
  readonly rule: { readonly name: string };
  readonly from: string;
  readonly to: string;
}

/** dependency-cruiser with the project's rules (.dependency-cruiser.cjs) over `cwd`, as `npm run lint:deps` runs it. */
async function cruise(cwd: string): Promise<readonly Violation[]> {
  const bin = join(root, 'node_modules', '.bin', 'depcruise');
  const config = join(root, '.dependency-cruiser.cjs');
  const { stdout } = await promisify(execFile)(bin, ['src', 'server', 'tests', '--config', config, '-T', 'json'], {
    cwd,
    maxBuffer: 64 * 1024 * 1024,
  }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
  return (JSON.parse(stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

describe('the dependency rules (dependency-cruiser)', () => {
  it('report each kind of breach in a fixture tree: a cycle, an orphan, test-only code, a framework in the core', async () => {
    const found = (await cruise(fixture)).map((v) => `${v.rule.name}: ${v.from}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'no-circular: src/domain/price.ts',
        'no-orphans: src/adapters/http/left-alone.ts',
        'production-code-reachable-from-an-entry: src/adapters/http/test-only.ts',
        'domain-imports-only-domain-and-dayjs: src/domain/price.ts',
        'application-imports-only-domain: src/application/pay.ts',
      ]),
    );
    // dayjs (and its plugins) is the one package the domain may import.
    expect(found).not.toContain('domain-imports-only-domain-and-dayjs: src/domain/seoul.ts');
  }, 60_000);
});
