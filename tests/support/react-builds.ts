// React's production builds as the browser build bundles them, for the tests of scripts/vite-react-sentinels.ts.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** A file of an installed package that its exports do not name (React's CommonJS builds). */
export const packageFile = (name: string, file: string) => join(dirname(require.resolve(`${name}/package.json`)), file);

/** react-dom's client in production, the module the sentinel plugin changes. */
export const REACT_DOM_CLIENT_FILE = packageFile('react-dom', 'cjs/react-dom-client.production.js');
