import type { Bind } from 'inversify';
import type { Token } from '../tokens';

/** Resolves a token of the container with its bound type. */
export type Resolve = <T>(token: Token<T>) => T;

/** Binds a token to a factory (STYLE.md: explicit factories, no decorators in src/application). */
export function provide<T>(bind: Bind, key: Token<T>, build: (resolve: Resolve) => T) {
  return bind<T>(key).toDynamicValue((context) => build((k) => context.get(k)));
}
