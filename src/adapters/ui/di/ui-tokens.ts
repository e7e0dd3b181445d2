import type { Token } from '../../../tokens';
import type { ShellData } from '../session/shell-data';
import type { RootStore } from '../stores/root-store';

const token = <T>(name: string): Token<T> => Symbol(name) as Token<T>;

/** The UI's own container keys, beside the application's TOKENS. */
export const UI_TOKENS = {
  ShellData: token<ShellData>('ShellData'),
  RootStore: token<RootStore>('RootStore'),
} as const;
