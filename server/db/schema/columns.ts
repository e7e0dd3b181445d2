import { customType, timestamp } from 'drizzle-orm/pg-core';

/**
 * Raw bytes (inquiry images). Drizzle 0.45 has no bytea builder. PGlite returns Uint8Array and node-postgres a
 * Buffer; both are Uint8Array, so that is the one type callers see.
 */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType() {
    return 'bytea';
  },
  toDriver(value) {
    return Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  },
  fromDriver(value) {
    return value instanceof Uint8Array ? value : Buffer.from(value);
  },
});

/** An instant (timestamptz: PostgreSQL stores UTC and converts on output), read and written as a Date. */
export function instant(name: string) {
  return timestamp(name, { withTimezone: true, mode: 'date' });
}
