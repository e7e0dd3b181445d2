import type { ComponentType } from 'react';
import type { UseCaseGroup } from '../../../tokens';

/** A page module: what a route's lazy import resolves to (each page file exports `Component`). */
export interface PageModule {
  readonly Component: ComponentType;
}

/** One route of spec §2: its path, its Korean title (the tab title) and its code-split page. */
export interface PageRoute {
  readonly path: string;
  readonly title: string;
  readonly load: () => Promise<PageModule>;
  /** The use-case groups the page calls, bound in the browser when the page loads (issue 13, src/tokens.ts). */
  readonly uses?: readonly UseCaseGroup[];
}
