import { memoryWorld } from './support/memory-world';
import { describePortContracts } from './support/port-contracts';

// The same suites as the HTTP adapters run against the real server: the memory backend must behave like it.
describePortContracts('memory adapters', memoryWorld());
