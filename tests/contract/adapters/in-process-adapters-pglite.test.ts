import { describeOnServer } from './support/http-world';
import { describePortContracts } from './support/port-contracts';

// Issue 13: the in-process family (the Axios adapters answered by the server's inject, no socket: what the server's
// page renderer resolves its use cases through) against the server on embedded PGlite, held to the same contracts.
describeOnServer(
  'pglite',
  'in-process adapters',
  (world) => describePortContracts('in-process adapters', world),
  'in-process',
);
