import { createHash } from 'node:crypto';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { is, NoopLogger, type Query, SQL, sql } from 'drizzle-orm';
import { NoopCache } from 'drizzle-orm/cache/core';
import {
  type AnyPgColumn,
  PgDialect,
  type PgPreparedQuery,
  type PreparedQueryConfig,
  type SelectedFieldsOrdered,
} from 'drizzle-orm/pg-core';
import { PglitePreparedQuery, PgliteSession } from 'drizzle-orm/pglite';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Database } from './database';
import { namedStatementClient } from './pglite-named-statements';

/** What a drizzle query builder gives before it runs: its SQL and parameters (placeholders kept as such). */
interface BuiltQuery {
  toSQL(): Query;
}

type Returned = Readonly<Record<string, AnyPgColumn>>;

/** Turns a hand-written `sql` statement into its text and parameters, as the handles' own dialect does (no casing). */
const dialect = new PgDialect();

/**
 * One statement of a hot write path whose SQL drizzle builds once, from a query builder whose varying values are
 * `sql.placeholder(name)`, and that runs on the pool or inside any transaction with the values of one call.
 *
 * Why (issue 14): placing an order on PostgreSQL kept the Node thread busy, and about a fifth of that was drizzle
 * turning query builders into SQL text on every call (a type check per query chunk); drizzle's own `.prepare()` binds
 * a statement to the handle it was prepared on, so it cannot be reused inside a later `db.transaction`. This keeps
 * drizzle's SQL, its column encoders (each placeholder is filled through its column's mapping) and its row decoding;
 * only the building happens once. It is also a named prepared statement: on PostgreSQL each pooled connection parses
 * and plans it once; on PGlite its one session does (server/db/pglite-named-statements.ts), where parsing and
 * planning in the WebAssembly backend cost several times the execution of a cart or order statement.
 *
 * A builder's SQL must not depend on a call's values other than through placeholders (a value written into the
 * builder is frozen into the statement at its first use).
 */
export class ReusedStatement<TValues extends Record<string, unknown>, TReturned extends Returned | undefined> {
  private built: { readonly query: Query; readonly name: string } | undefined;
  private readonly fields: SelectedFieldsOrdered | undefined;

  /**
   * @param build the statement on a handle (a query builder, or `sql` around builders' `getSQL()`), values as
   *   `sql.placeholder(name)`; called once, on the first handle it runs on
   * @param returned the columns its RETURNING or SELECT list names, in that order, under the keys the rows get
   */
  constructor(
    private readonly build: (db: Database) => BuiltQuery | SQL,
    returned?: TReturned,
  ) {
    this.fields =
      returned === undefined ? undefined : Object.entries(returned).map(([key, field]) => ({ path: [key], field }));
  }

  /** Runs it on `db` (the pool, or a transaction's handle) and returns the rows decoded as drizzle decodes them. */
  async rows(
    db: Database,
    values: TValues,
  ): Promise<TReturned extends Returned ? SelectResultFields<TReturned>[] : never> {
    if (this.fields === undefined) throw new Error('this statement returns no rows; call run()');
    return this.prepared(db, true).execute(values) as never;
  }

  /** Runs it on `db` for its effect. */
  async run(db: Database, values: TValues): Promise<void> {
    await this.prepared(db, this.fields !== undefined).execute(values);
  }

  /**
   * drizzle's prepared query of this statement on `db`'s session, named. On PGlite, drizzle's own query with a client
   * that runs it by name (drizzle names it but PGlite's `query()` has no names); everything else is drizzle's: filling
   * the placeholders, the type parsers, its error, the row mapping.
   */
  private prepared(db: Database, arrayMode: boolean): PgPreparedQuery<PreparedQueryConfig> {
    const { query, name } = this.statement(db);
    const session = db._.session;
    if (!is(session, PgliteSession)) return session.prepareQuery(query, this.fields, name, arrayMode);
    // The session's PGlite instance or transaction: a private field of drizzle's session, read here only.
    const { client } = session as unknown as { readonly client: PGlite | Transaction };
    return new PglitePreparedQuery(
      namedStatementClient(client, name) as unknown as PGlite,
      query.sql,
      query.params,
      new NoopLogger(),
      new NoopCache(),
      undefined,
      undefined,
      this.fields,
      name,
      arrayMode,
    );
  }

  private statement(db: Database): { readonly query: Query; readonly name: string } {
    if (this.built === undefined) {
      const built = this.build(db);
      const query = is(built, SQL) ? dialect.sqlToQuery(built) : built.toSQL();
      // Named by its text: a connection keeps one parsed statement per name, and one text always has one name.
      const name = `reused_${createHash('sha256').update(query.sql).digest('hex').slice(0, 24)}`;
      this.built = { query, name };
    }
    return this.built;
  }
}

/**
 * A call's value in an UPDATE's SET list (drizzle's types admit `sql.placeholder` in INSERT values and conditions, not
 * in SET): sent as it is, without the column's encoder, as any value in a `sql` template is.
 */
export function setValue(name: string): SQL {
  return sql`${sql.placeholder(name)}`;
}
