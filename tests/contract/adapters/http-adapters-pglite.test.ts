import { describeOnServer } from './support/http-world';
import { describePortContracts } from './support/port-contracts';

// The Axios adapters over real HTTP against the in-process server on embedded PGlite.
describeOnServer('pglite', 'axios adapters', (world) => describePortContracts('axios adapters', world));
