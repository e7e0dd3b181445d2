import type { Plugin } from 'vite';

/**
 * The errors react-dom's client creates once, at its module's top level, and throws only as signals between its own
 * functions (compared by identity: `thrownValue === SuspenseException`), in react-dom 19's production build.
 */
export const REACT_DOM_SENTINELS = [
  'HydrationMismatchException',
  'SuspenseException',
  'SuspenseyCommitException',
  'SuspenseActionException',
  'SelectiveHydrationException',
] as const;

/** The function the transformed module builds its sentinels with: an Error without a stack, see reactDomSentinels. */
export const SENTINEL_FACTORY = '__reactSentinel';

const FACTORY_SOURCE =
  `function ${SENTINEL_FACTORY}(message) {` +
  ' var error = Object.create(Error.prototype); error.message = message; return error; }';

/** react-dom's client in production, the one module the plugin changes. */
const REACT_DOM_CLIENT = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;

/**
 * react-dom's client source with each sentinel built by SENTINEL_FACTORY instead of `Error(...)`: the same message, the
 * same prototype (`instanceof Error`), the same identity for React's comparisons, but no stack. Throws when a
 * sentinel is not declared exactly once as expected (another react-dom version): the build stops rather than ship a
 * half-changed React.
 */
export function withStacklessSentinels(source: string): string {
  let code = source;
  for (const name of REACT_DOM_SENTINELS) {
    const pattern = new RegExp(`\\b${name} = Error\\((formatProdErrorMessage\\(\\d+\\))\\)`, 'g');
    const found = code.match(pattern)?.length ?? 0;
    if (found !== 1) throw new Error(`react-sentinels: react-dom declares ${name} ${found} times, expected once`);
    code = code.replace(pattern, `${name} = ${SENTINEL_FACTORY}($1)`);
  }
  // Appended, a hoisted declaration: every line keeps its place, so the module's source map still holds (`map: null`).
  return `${code}\n${FACTORY_SOURCE}\n`;
}

/**
 * Issue 13: react-dom's client creates its five sentinel errors while its module is evaluated, in the entry chunk's
 * first long task. A browser with its DevTools Runtime domain on (Lighthouse, Playwright) records a detailed stack for
 * every Error created, and that stack needs the source positions of every frame: V8 reparses react-dom's module
 * function and the entry chunk's whole top level (~600 KB) to get them. On this host, CPU x4, with the Runtime domain
 * on, the entry's module evaluation took 136-217 ms with the sentinels as `Error(...)` and 34-85 ms without their
 * stacks (Chromium trace, /cart, 8 loads each); Lighthouse's simulation multiplies that task by 4. A phone without
 * DevTools keeps only a simple stack, whose positions are looked up when it is read, so there this saves next to
 * nothing: it takes out of the lab's figure work a phone does not do. React never reads the sentinels' stacks: it
 * throws and catches them itself, and the message stays for whoever catches one by mistake (React's advice is in it).
 */
export function reactDomSentinels(): Plugin {
  return {
    name: 'react-dom-sentinels',
    apply: 'build',
    transform(code, id) {
      if (!REACT_DOM_CLIENT.test(id)) return null;
      return { code: withStacklessSentinels(code), map: null };
    },
  };
}
