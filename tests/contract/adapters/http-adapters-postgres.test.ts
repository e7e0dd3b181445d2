import { describeOnServer } from './support/http-world';
import { describePortContracts } from './support/port-contracts';

// The Axios adapters over real HTTP against the in-process server on PostgreSQL (TEST_DATABASE_URL, fresh schema).
describeOnServer('postgres', 'axios adapters', (world) => describePortContracts('axios adapters', world));
