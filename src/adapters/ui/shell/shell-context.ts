import { createContext, useContext } from 'react';
import type { ShellViewModel } from './shell.view-model';

export const ShellContext = createContext<ShellViewModel | null>(null);

/** The ShellViewModel of the enclosing AppShell (headers, drawer, sidebar and footer read it). */
export function useShell(): ShellViewModel {
  const shell = useContext(ShellContext);
  if (shell === null) throw new Error('useShell needs the AppShell above it');
  return shell;
}
