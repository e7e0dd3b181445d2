import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLayering } from './layering';

const root = join(import.meta.dirname, '..', '..', '..');

describe('the hexagon', () => {
  // A full TypeScript program over src/domain and src/application: seconds of compiler work on a busy machine.
  it('domain and application import no framework, no outer layer and no host global', { timeout: 30_000 }, () => {
    expect(checkLayering(root)).toEqual([]);
  });

  it('the check reports each kind of breach (a fixture tree with forbidden imports)', () => {
    const found = checkLayering(join(import.meta.dirname, 'fixtures', 'core-bad'));
    const rules = found.map((v) => `${v.rule}: ${v.detail}`);
    expect(rules).toEqual(
      expect.arrayContaining([
        'domain-imports-no-package: mobx',
        'domain-imports-only-domain: ../application/money',
        'application-imports-no-package: axios',
        'application-imports-only-domain-or-application: ../adapters/ui/component',
        'domain-is-pure: Date.now',
        'domain-is-pure: Math.random',
        'domain-is-pure: dayjs()',
        'domain-imports-no-package: dayjs/locale/ko',
        'application-imports-no-package: dayjs',
      ]),
    );
    // dayjs and its plugins are the domain's one allowed package (Asia/Seoul computations).
    expect(rules).not.toContain('domain-imports-no-package: dayjs');
    expect(rules).not.toContain('domain-imports-no-package: dayjs/plugin/utc');
    expect(found.filter((v) => v.rule === 'core-uses-no-host-global').map((v) => v.file)).toEqual(
      expect.arrayContaining([join('src', 'domain', 'bad-price.ts'), join('src', 'application', 'money.ts')]),
    );
  });
});
