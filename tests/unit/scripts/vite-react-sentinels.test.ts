import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REACT_DOM_SENTINELS, SENTINEL_FACTORY, withStacklessSentinels } from '../../../scripts/vite-react-sentinels';
import viteConfig from '../../../vite.config';
import { REACT_DOM_CLIENT_FILE } from '../../support/react-builds';
import { pluginNames } from './build-outputs';

describe("react-dom's sentinel errors without stacks (issue 13)", () => {
  const source = readFileSync(REACT_DOM_CLIENT_FILE, 'utf8');

  it('each sentinel of the installed react-dom is built by the factory, once, and nothing else changes', () => {
    const code = withStacklessSentinels(source);
    for (const name of REACT_DOM_SENTINELS) {
      expect(code).not.toMatch(new RegExp(`\\b${name} = Error\\(`));
      expect(
        code.match(new RegExp(`\\b${name} = ${SENTINEL_FACTORY}\\(formatProdErrorMessage\\(\\d+\\)\\)`, 'g')),
      ).toHaveLength(1);
    }
    expect(code.split('\n').length).toBe(source.split('\n').length + 2);
    expect(code.replaceAll(`${SENTINEL_FACTORY}(`, 'Error(')).toContain(source);
  });

  it('a sentinel is an Error with its message and no stack', () => {
    const code = withStacklessSentinels(
      'var SuspenseException = Error(formatProdErrorMessage(460)), ' +
        'HydrationMismatchException = Error(formatProdErrorMessage(519)), ' +
        'SuspenseyCommitException = Error(formatProdErrorMessage(474)), ' +
        'SuspenseActionException = Error(formatProdErrorMessage(542)), ' +
        'SelectiveHydrationException = Error(formatProdErrorMessage(461));' +
        'return SuspenseException;',
    );
    const sentinel = new Function('formatProdErrorMessage', code)((n: number) => `Minified React error #${n}`);
    expect(sentinel).toBeInstanceOf(Error);
    expect(sentinel.message).toBe('Minified React error #460');
    expect(String(sentinel)).toBe('Error: Minified React error #460');
    expect(sentinel.stack).toBeUndefined();
  });

  it('another react-dom, where a sentinel is missing or declared twice, stops the build', () => {
    const missing = source.replace(/\bSuspenseException = Error\(/, 'SuspenseException = Other(');
    expect(() => withStacklessSentinels(missing)).toThrow('react-dom declares SuspenseException 0 times');
    const twice = `${source}\nvar SelectiveHydrationException = Error(formatProdErrorMessage(461));`;
    expect(() => withStacklessSentinels(twice)).toThrow('react-dom declares SelectiveHydrationException 2 times');
  });

  it('the browser build of vite.config.ts has the plugin', () => {
    const browser = viteConfig({ command: 'build', mode: 'production', isSsrBuild: false });
    expect(pluginNames(browser.plugins)).toContain('react-dom-sentinels');
  });
});
