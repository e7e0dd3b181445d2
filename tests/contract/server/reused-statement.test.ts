import { type PGlite, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { beforeAll, expect, it } from 'vitest';
import { namedStatementClient } from '../../../server/db/pglite-named-statements';
import { ReusedStatement, setValue } from '../../../server/db/reused-statement';
import { describeOnDatabases } from '../support/databases';
import { queryRows } from '../support/query-rows';

/** A table of this suite's own: a JSON column and a timestamp, which drizzle encodes and decodes. */
const notes = pgTable('reused_statement_notes', {
  id: serial('id').primaryKey(),
  label: text('label').notNull(),
  body: jsonb('body').$type<{ readonly lines: readonly string[] }>().notNull(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  seen: integer('seen').notNull().default(0),
});

const insertNote = new ReusedStatement(
  (db) =>
    db
      .insert(notes)
      .values({ label: sql.placeholder('label'), body: sql.placeholder('body'), at: sql.placeholder('at') })
      .returning(),
  { id: notes.id, label: notes.label, body: notes.body, at: notes.at, seen: notes.seen },
);

const markSeen = new ReusedStatement(
  (db) =>
    db
      .update(notes)
      .set({ seen: setValue('seen') })
      .where(sql`${notes.label} = ${sql.placeholder('label')}`)
      .returning({ id: notes.id }),
  { id: notes.id },
);

class Rollback extends Error {}

/**
 * Issue 14: the order path's statements are built once (server/db/reused-statement.ts) and run on the pool or inside
 * any later transaction, each call with its own values, encoded and decoded by drizzle's columns as a builder's are.
 */
describeOnDatabases('statements built once', (database) => {
  beforeAll(async () => {
    await database.current.db.execute(
      sql.raw(
        'CREATE TABLE reused_statement_notes (id serial PRIMARY KEY, label text NOT NULL, body jsonb NOT NULL, ' +
          'at timestamptz NOT NULL, seen integer NOT NULL DEFAULT 0)',
      ),
    );
  });

  it('runs on the pool and inside two transactions, each call with its own values, encoded and decoded', async () => {
    const { db } = database.current;
    const at = new Date('2026-11-29T03:04:05.678Z');
    const [onPool] = await insertNote.rows(db, { label: 'pool', body: { lines: ['후라이드'] }, at });
    const inFirst = await db.transaction((tx) =>
      insertNote.rows(tx, { label: 'first', body: { lines: ['양념', '반반'] }, at: new Date(at.getTime() + 1000) }),
    );
    const inSecond = await db.transaction((tx) =>
      insertNote.rows(tx, { label: 'second', body: { lines: [] }, at: new Date(at.getTime() + 2000) }),
    );
    expect(onPool).toEqual({ id: expect.any(Number), label: 'pool', body: { lines: ['후라이드'] }, at, seen: 0 });
    expect(inFirst).toEqual([
      {
        id: expect.any(Number),
        label: 'first',
        body: { lines: ['양념', '반반'] },
        at: new Date(at.getTime() + 1000),
        seen: 0,
      },
    ]);
    expect(inSecond[0]?.at).toEqual(new Date(at.getTime() + 2000));
    // What drizzle's own query builder reads back is what was written.
    const stored = await db.select().from(notes).orderBy(notes.id);
    expect(stored.map((note) => [note.label, note.body.lines.length, note.at.toISOString()])).toEqual([
      ['pool', 1, '2026-11-29T03:04:05.678Z'],
      ['first', 2, '2026-11-29T03:04:06.678Z'],
      ['second', 0, '2026-11-29T03:04:07.678Z'],
    ]);
    expect(await markSeen.rows(db, { label: 'first', seen: 2 })).toEqual([{ id: inFirst[0]?.id }]);
    expect(await markSeen.rows(db, { label: 'nobody', seen: 3 })).toEqual([]);
    const [first] = await db.select().from(notes).where(sql`${notes.label} = 'first'`);
    expect(first?.seen).toBe(2);
  });

  it('rolls back with the transaction it ran in', async () => {
    const { db } = database.current;
    await expect(
      db.transaction(async (tx) => {
        await insertNote.rows(tx, { label: 'rolled back', body: { lines: [] }, at: new Date() });
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
    expect(await db.select().from(notes).where(sql`${notes.label} = 'rolled back'`)).toEqual([]);
  });

  it('refuses a call that lacks a value and writes nothing', async () => {
    const { db } = database.current;
    await expect(insertNote.rows(db, { label: 'no body', at: new Date() })).rejects.toThrow(/body/);
    expect(await db.select().from(notes).where(sql`${notes.label} = 'no body'`)).toEqual([]);
  });

  it("fails with PostgreSQL's error, writes nothing, and runs again after it", async () => {
    const { db } = database.current;
    const failed = await insertNote.rows(db, { label: null, body: { lines: [] }, at: new Date() }).catch((e) => e);
    expect(sqlStateOf(failed)).toBe('23502'); // not_null_violation, from the database, through drizzle's wrapper
    const inTransaction = await db
      .transaction((tx) => insertNote.rows(tx, { label: null, body: { lines: [] }, at: new Date() }))
      .catch((e) => e);
    expect(sqlStateOf(inTransaction)).toBe('23502');
    const [after] = await insertNote.rows(db, { label: 'after the failures', body: { lines: [] }, at: new Date() });
    expect(after?.label).toBe('after the failures');
  });

  it('runs outside a transaction in progress, not as part of it (PGlite: it waits for it)', async () => {
    const { db } = database.current;
    let outside: Promise<unknown> | undefined;
    await expect(
      db.transaction(async (tx) => {
        await insertNote.rows(tx, { label: 'inside', body: { lines: [] }, at: new Date() });
        outside = insertNote.rows(db, { label: 'outside', body: { lines: [] }, at: new Date() });
        await new Promise((resolve) => setTimeout(resolve, 30));
        await insertNote.rows(tx, { label: 'inside again', body: { lines: [] }, at: new Date() });
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
    await outside;
    const labels = (await db.select().from(notes)).map((note) => note.label);
    expect(labels).toContain('outside');
    expect(labels).not.toContain('inside');
    expect(labels).not.toContain('inside again');
  });

  it('is parsed once per connection (a named prepared statement; PGlite has one)', async () => {
    const prepared = await database.current.db.transaction(async (tx) => {
      for (const label of ['a', 'b', 'c']) await insertNote.rows(tx, { label, body: { lines: [] }, at: new Date() });
      return queryRows<{ statement: string }>(
        tx,
        sql`SELECT statement FROM pg_prepared_statements WHERE statement LIKE 'insert into "reused_statement_notes"%'`,
      );
    });
    expect(prepared).toHaveLength(1);
  });

  // Declared on PGlite only: the client that runs a statement by name there (on PostgreSQL, node-postgres does).
  if (database.kind !== 'pglite') return;
  it("parses PGlite's rows with the caller's type parsers over PGlite's own", async () => {
    const instance = (database.current.db as unknown as { readonly $client: PGlite }).$client;
    const client = namedStatementClient(instance, 'reused_statement_parsers_test');
    const text = `SELECT $1::date AS "day", $2::integer AS "count"`;
    const plain = await client.query(text, ['2026-11-29', 7]);
    const parsed = await client.query(text, ['2026-11-29', 7], {
      parsers: { [types.DATE]: (value) => `day ${value}` },
    });
    expect(plain.rows).toEqual([{ day: new Date('2026-11-29T00:00:00.000Z'), count: 7 }]);
    expect(parsed.rows).toEqual([{ day: 'day 2026-11-29', count: 7 }]);
  });
});

/** The SQLSTATE of a failed query, looking through drizzle's wrapper. */
function sqlStateOf(error: unknown): unknown {
  let current = error;
  while (typeof current === 'object' && current !== null) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string') return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
