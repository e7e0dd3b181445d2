import { PGlite, parse, protocol, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

/**
 * Named prepared statements on PGlite, for the statements built once (server/db/reused-statement.ts).
 *
 * Why (issue 14): PGlite's `query()` parses, analyses and plans its text in the WebAssembly backend on every call, in
 * six protocol exchanges (parse, describe, bind, describe, execute, sync), on the server's only thread. The cart's add
 * statement took ~1.5 ms per call that way and ~0.3 ms as a named statement: parsed and described once per PGlite
 * instance (its one backend session keeps it), then bound and executed in one exchange per call.
 *
 * Each call keeps what PGlite's `query()` does around the protocol: it waits for the instance's transaction lock and
 * then its query lock (inside a transaction, only the query lock: the transaction holds the other), writes the
 * changes to the file system after a statement outside a transaction, serialises parameters and parses rows with the
 * instance's type handlers and the caller's `parsers`, and throws PostgreSQL's error (with its SQLSTATE) when the
 * statement fails. A prepared statement is not transactional: a rollback leaves it in place.
 */

/** The instance each transaction handle belongs to: PGlite's `Transaction` does not say. */
const instanceOfTransaction = new WeakMap<Transaction, PGlite>();

/** Per instance: each prepared statement's name and the type OIDs of its parameters, as the backend described them. */
const preparedOn = new WeakMap<PGlite, Map<string, readonly number[]>>();

/**
 * Makes `instance` record, for each transaction it opens, which instance it belongs to; called once, when the database
 * is opened (server/db/database.ts), before drizzle's first transaction.
 */
export function trackTransactions(instance: PGlite): void {
  const transaction = instance.transaction.bind(instance);
  instance.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      instanceOfTransaction.set(tx, instance);
      return callback(tx);
    });
}

/** What drizzle's PGlite prepared query calls on its client: `query`, here running the statement `name`. */
export interface NamedStatementClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

/**
 * A client for `handle` (a PGlite instance, or a transaction of one that `trackTransactions` watched) that runs its
 * queries as the prepared statement `name`. One name must always be given the same text (a hash of it, say).
 */
export function namedStatementClient(handle: PGlite | Transaction, name: string): NamedStatementClient {
  return { query: (text, params = [], options) => runNamed(handle, name, text, params, options) };
}

async function runNamed<T>(
  handle: PGlite | Transaction,
  name: string,
  text: string,
  params: readonly unknown[],
  options: QueryOptions | undefined,
): Promise<Results<T>> {
  if (handle instanceof PGlite) {
    return handle._runExclusiveTransaction(() => handle.runExclusive(() => execute(handle, false)));
  }
  const instance = instanceOfTransaction.get(handle);
  if (instance === undefined) {
    throw new Error('a PGlite transaction of an instance that trackTransactions (server/db/database.ts) did not watch');
  }
  if (handle.closed) throw new Error('Transaction is closed');
  return instance.runExclusive(() => execute(instance, true));

  async function execute(instance: PGlite, inTransaction: boolean): Promise<Results<T>> {
    // As query(): refused while the database closes or once it has (a request still in flight as the server stops).
    await instance._checkReady();
    const parameterTypes = await prepared(instance, name, text);
    const values = params.map((value, index) => serialized(instance, value, parameterTypes[index], options));
    const { messages } = await instance.execProtocol(
      joined([
        protocol.serialize.bind({ statement: name, values }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      { syncToFs: !inTransaction },
    );
    // PGlite's parseResults copies its ~300 default type parsers into a new object when the caller gives parsers of
    // its own (drizzle always does): ~0.2 ms per query here. The same lookups through a prototype chain cost nothing.
    const parsers = options?.parsers === undefined ? instance.parsers : chained(instance.parsers, options.parsers);
    const [results] = parse.parseResults(messages, parsers, { ...options, parsers: undefined });
    if (results === undefined) throw new Error(`statement ${name} returned no result`);
    return results as Results<T>;
  }
}

/** The parameter types of the statement `name` on `instance`, parsing and describing it on its first use. */
async function prepared(instance: PGlite, name: string, text: string): Promise<readonly number[]> {
  let statements = preparedOn.get(instance);
  if (statements === undefined) {
    statements = new Map();
    preparedOn.set(instance, statements);
  }
  const known = statements.get(name);
  if (known !== undefined) return known;
  const { messages } = await instance.execProtocol(
    joined([
      protocol.serialize.parse({ name, text }),
      protocol.serialize.describe({ type: 'S', name }),
      protocol.serialize.sync(),
    ]),
    { syncToFs: false },
  );
  const parameterTypes = parse.parseDescribeStatementResults(messages);
  statements.set(name, parameterTypes);
  return parameterTypes;
}

/** A parameter as PGlite's `query()` sends it: null, or text through the type's serializer (the caller's first). */
function serialized(
  instance: PGlite,
  value: unknown,
  typeOid: number | undefined,
  options: QueryOptions | undefined,
): string | null {
  if (value === null || value === undefined) return null;
  const serialize =
    typeOid === undefined ? undefined : (options?.serializers?.[typeOid] ?? instance.serializers[typeOid]);
  return serialize === undefined ? String(value) : serialize(value);
}

/** `overrides` over `defaults`, as `{ ...defaults, ...overrides }` reads, without copying `defaults`. */
function chained<T extends object>(defaults: T, overrides: object): T {
  return Object.assign(Object.create(defaults) as T, overrides);
}

function joined(parts: readonly Uint8Array[]): Uint8Array {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}
