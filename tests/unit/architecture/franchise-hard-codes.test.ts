import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FRANCHISE_PROFILE } from '../../../src/franchise/profile';

const root = join(import.meta.dirname, '..', '..', '..');

/**
 * Where a franchise value must never be written by hand: the storefront and the server source, index.html and
 * any web manifest. src/franchise holds the profile itself; public/images is artwork generated from it
 * (scripts/generate-images.ts) and public/fonts is the font's own CSS.
 */
const SCANNED = ['src', 'server', 'index.html', 'public'];
const SKIPPED = ['src/franchise', 'public/images', 'public/fonts', 'server/db/migrations'];
const EXTENSIONS = /\.(ts|tsx|css|html|json|webmanifest|mjs|cjs)$/;

/** The primary colour as CSS rgb() channels (`229 33 67` or `229, 33, 67`): a shadow or tint copied by hand. */
function rgbChannels(hex: string): string[] {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return [channels.join(' '), channels.join(', ')];
}

/** The demo profile's values a hard-code would copy, and the placeholder domain of its links. */
const NEEDLES = [
  FRANCHISE_PROFILE.phoneOrder.number,
  FRANCHISE_PROFILE.customerCenter.phone,
  FRANCHISE_PROFILE.theme.primary,
  ...rgbChannels(FRANCHISE_PROFILE.theme.primary),
  FRANCHISE_PROFILE.company.registrationNumber,
  FRANCHISE_PROFILE.brand.siteTitle,
  FRANCHISE_PROFILE.brand.copyright.holder,
  'example.com',
];

/** A whole-line comment (//, /*, *, <!--) may name a value to explain a rule; code, JSX text and CSS may not. */
function isCommentLine(line: string): boolean {
  return /^\s*(\/\/|\/\*|\*|<!--)/.test(line);
}

function filesUnder(base: string, path: string): string[] {
  const absolute = join(base, path);
  let stat: ReturnType<typeof statSync>;
  try {
    stat = statSync(absolute);
  } catch {
    return [];
  }
  if (SKIPPED.includes(path) || path.split('/').includes('node_modules')) return [];
  if (stat.isFile()) return EXTENSIONS.test(path) || path === 'index.html' ? [path] : [];
  return readdirSync(absolute).flatMap((name) => filesUnder(base, `${path}/${name}`));
}

/** Every `file:line: needle` where a scanned source writes a profile value itself. */
function findHardCodes(base: string, needles: readonly string[]): string[] {
  const lowered = needles.map((needle) => needle.toLowerCase());
  return SCANNED.flatMap((path) => filesUnder(base, path)).flatMap((file) =>
    readFileSync(join(base, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => {
        if (isCommentLine(line)) return [];
        const text = line.toLowerCase();
        return lowered.filter((needle) => text.includes(needle)).map((needle) => `${file}:${index + 1}: ${needle}`);
      }),
  );
}

describe('the franchise profile is the one place that names the franchise', () => {
  const sandbox = mkdtempSync(join(tmpdir(), 'franchise-hard-codes-'));
  afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

  it('no UI or server source, index.html or manifest writes the phone, colour, company, title or placeholder links', () => {
    expect(findHardCodes(root, NEEDLES)).toEqual([]);
  });

  it('the scan catches a hard-code in a component, a stylesheet, a server route and index.html', () => {
    const write = (path: string, text: string) => {
      mkdirSync(join(sandbox, path, '..'), { recursive: true });
      writeFileSync(join(sandbox, path), text);
    };
    write('src/adapters/ui/shell/footer/footer.tsx', '<a href="tel:1588-9282">전화주문</a>\n');
    write(
      'src/adapters/ui/styles/tokens.css',
      ':root {\n  --color-primary: #e52143;\n  --shadow: rgb(229 33 67 / 28%);\n}\n',
    );
    write('server/routes/sms.ts', "const link = 'https://mall.example.com/';\n");
    write('index.html', '<meta name="theme-color" content="#E52143" />\n');
    write('src/franchise/profile.ts', "number: '1588-9282',\n");
    write('src/adapters/ui/pages/ars/ars-page.tsx', '/** Spec §1: the phone-order line 1588-9282. */\n');
    expect(findHardCodes(sandbox, NEEDLES)).toEqual([
      'src/adapters/ui/shell/footer/footer.tsx:1: 1588-9282',
      'src/adapters/ui/styles/tokens.css:2: #e52143',
      'src/adapters/ui/styles/tokens.css:3: 229 33 67',
      'server/routes/sms.ts:1: example.com',
      'index.html:1: #e52143',
    ]);
  });
});
