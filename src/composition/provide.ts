import type { Bind } from 'inversify';
import type { Resolve, Token } from '../tokens';

export type { Resolve } from '../tokens';

/** Binds a token to a factory (STYLE.md: explicit factories, no decorators in src/application). */
export function provide<T>(bind: Bind, key: Token<T>, build: (resolve: Resolve) => T) {
  return bind<T>(key).toDynamicValue((context) => build((k) => context.get(k)));
}
