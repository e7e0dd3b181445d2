import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** A top-level `var Name = React.forwardRef(` (or `React2.createContext(`, `React3.memo(`) in a package's build. */
const TOP_LEVEL_REACT_CALL = /^var [\w$]+ = (?=React\d*\.(?:forwardRef|createContext|memo)\()/gm;

/** A top-level `Name.displayName = "Name";`: a name for React's developer tools, a write that keeps `Name` alive. */
const TOP_LEVEL_DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";\n/gm;

/**
 * Issue 13: react-router's build creates its components and contexts at the top of its module with calls the bundler
 * cannot know are pure (`var Form = React10.forwardRef(...)`), and names each with a top-level write
 * (`Form.displayName = "Form"`), so it kept every one of them, with the code they reach, whether or not the app uses
 * them: `<Form>`, `<NavLink>`, `useSubmit`, `useFormAction` (1.8 KB gzip of the first load). React's forwardRef,
 * createContext and memo only build an object, so those top-level calls are marked `/* @__PURE__ *\/`, and the
 * names, which only React's developer tools read, go. Only at the top of the module: a call inside a function (a hook)
 * is never marked.
 */
export function pureReactCalls(packages: readonly string[]): Plugin {
  const inPackage = new RegExp(`[\\\\/]node_modules[\\\\/](?:${packages.map(escaped).join('|')})[\\\\/]`);
  return {
    name: 'pure-react-calls',
    apply: 'build',
    transform: {
      filter: { id: inPackage },
      handler(code) {
        const annotated = new MagicString(code);
        let changed = 0;
        for (const match of code.matchAll(TOP_LEVEL_REACT_CALL)) {
          annotated.appendLeft(match.index + match[0].length, '/* @__PURE__ */ ');
          changed += 1;
        }
        for (const match of code.matchAll(TOP_LEVEL_DISPLAY_NAME)) {
          annotated.remove(match.index, match.index + match[0].length);
          changed += 1;
        }
        return changed === 0 ? null : { code: annotated.toString(), map: annotated.generateMap({ hires: true }) };
      },
    },
  };
}

function escaped(name: string): string {
  return name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
