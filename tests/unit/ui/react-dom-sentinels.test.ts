import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { withStacklessSentinels } from '../../../scripts/vite-react-sentinels';
import { packageFile, REACT_DOM_CLIENT_FILE } from '../../support/react-builds';

const require = createRequire(import.meta.url);

/** The production build of a package file, as the browser build bundles it. */
const PRODUCTION = {
  react: packageFile('react', 'cjs/react.production.js'),
  scheduler: packageFile('scheduler', 'cjs/scheduler.production.js'),
  'react-dom': packageFile('react-dom', 'cjs/react-dom.production.js'),
  'react-dom/client': REACT_DOM_CLIENT_FILE,
} as const;

type Exports = Record<string, unknown>;

/**
 * React's production modules evaluated as CommonJS, react-dom's client with `transform` applied: each requires the
 * others' production builds (Node's `require` would pick the development ones under test).
 */
function productionReact(transform: (source: string) => string): (name: string) => Exports {
  const loaded = new Map<string, Exports>();
  const load = (name: string): Exports => {
    const path = PRODUCTION[name as keyof typeof PRODUCTION];
    if (path === undefined) return require(name) as Exports;
    const known = loaded.get(name);
    if (known !== undefined) return known;
    const module = { exports: {} as Exports };
    loaded.set(name, module.exports);
    const source = readFileSync(path, 'utf8');
    const code = name === 'react-dom/client' ? transform(source) : source;
    new Function('exports', 'require', 'module', 'process', code)(module.exports, load, module, { env: {} });
    loaded.set(name, module.exports);
    return module.exports;
  };
  return load;
}

/** A menu's name, once its promise settles (React's `use` of the React under test). */
function MenuName({ menu, read }: { menu: Promise<string>; read: (promise: Promise<string>) => string }) {
  return read(menu);
}

describe("React with react-dom's sentinels built without stacks (scripts/vite-react-sentinels.ts, issue 13)", () => {
  it('React still suspends with them: a suspended component shows its fallback, then its content', async () => {
    const load = productionReact(withStacklessSentinels);
    const React = load('react') as unknown as typeof import('react');
    const { createRoot } = load('react-dom/client') as unknown as typeof import('react-dom/client');
    let answer: (value: string) => void = () => {};
    const menu = new Promise<string>((resolve) => {
      answer = resolve;
    });
    const element = document.createElement('div');
    document.body.append(element);
    createRoot(element).render(
      React.createElement(
        React.Suspense,
        { fallback: React.createElement('p', null, '불러오는 중') },
        React.createElement(MenuName, { menu, read: React.use }),
      ),
    );
    await expect.poll(() => element.textContent).toBe('불러오는 중');
    answer('후라이드 치킨 20,000원');
    await expect.poll(() => element.textContent).toBe('후라이드 치킨 20,000원');
  });
});
