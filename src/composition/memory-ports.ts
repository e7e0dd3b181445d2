import { ContainerModule } from 'inversify';
import type { Clock } from '../application/ports/clock';
import { TOKENS } from '../tokens';
import { createMemoryBackendModule } from './memory-backend-module';
import { provide, type Resolve } from './provide';
import { containerWith } from './use-case-groups';
import { resolverOf } from './use-case-module';

/** The memory backend family over `clock` in a container of its own (one "server"), as a lookup of its ports. */
export function createMemoryPorts(clock: Clock): Resolve {
  const clockModule = new ContainerModule(({ bind }) => {
    provide(bind, TOKENS.Clock, () => clock).inSingletonScope();
  });
  return resolverOf(containerWith([createMemoryBackendModule(), clockModule]));
}
