// First: zod must be jitless before any schema parses (its eval probe breaks the CSP).
import './zod-without-eval';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserContainer } from '../../composition-root';
import { App } from './app';
import { UI_TOKENS } from './di/ui-tokens';
import { applyFranchiseTheme } from './styles/franchise-theme';

applyFranchiseTheme(document.documentElement);

const element = document.getElementById('root');
if (!element) throw new Error('#root is missing from index.html');

const { resolve } = createBrowserContainer();
const root = resolve(UI_TOKENS.RootStore);
root.session.listen();
void root.load();

createRoot(element).render(
  <StrictMode>
    <App resolve={resolve} />
  </StrictMode>,
);
