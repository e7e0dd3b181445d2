import { expiryNoticeEnd } from './expiry';
import type { DueExpiry, LedgerMovement } from './types';

/** An earning and what of it is still unspent and unexpired. */
interface Lot {
  readonly entry: LedgerMovement;
  readonly expiresAtMs: number;
  left: number;
}

const time = (value: Date | string): number => (typeof value === 'string' ? Date.parse(value) : value.getTime());

/** Chronological, ties by id (the order the ledger wrote them). */
function chronological(a: LedgerMovement, b: LedgerMovement): number {
  return time(a.occurredAt) - time(b.occurredAt) || a.id - b.id;
}

/** First to expire first (never-expiring last), then the older earning. */
function firstToExpire(a: Lot, b: Lot): number {
  return a.expiresAtMs - b.expiresAtMs || chronological(a.entry, b.entry);
}

function take(lots: readonly Lot[], debit: number): number {
  let rest = debit;
  for (const lot of lots) {
    const used = Math.min(rest, lot.left);
    lot.left -= used;
    rest -= used;
    if (rest === 0) break;
  }
  return rest;
}

/**
 * Replays the ledger in time order. A spending draws on the earnings still valid at its moment that expire first
 * (first to expire, first used: a customer never loses points the franchise could have let them spend); should the
 * ledger hold a spending no valid earning covers (a legacy row), it draws on any left. An 'expired' movement
 * empties its own earning. Returns the earnings with what is left of each.
 */
function replay(movements: readonly LedgerMovement[]): Lot[] {
  const lots: Lot[] = [];
  const byId = new Map<number, Lot>();
  for (const entry of [...movements].sort(chronological)) {
    if (entry.amount > 0) {
      const lot = {
        entry,
        expiresAtMs: entry.expiresAt === null ? Number.POSITIVE_INFINITY : time(entry.expiresAt),
        left: entry.amount,
      };
      lots.push(lot);
      byId.set(entry.id, lot);
      continue;
    }
    const debit = -entry.amount;
    const source = entry.sourceEntryId === null ? undefined : byId.get(entry.sourceEntryId);
    if (entry.kind === 'expired' && source !== undefined) {
      source.left = Math.max(0, source.left - debit);
      continue;
    }
    const at = time(entry.occurredAt);
    const valid = lots.filter((lot) => lot.left > 0 && lot.expiresAtMs > at).sort(firstToExpire);
    const rest = take(valid, debit);
    if (rest > 0) take([...lots].filter((lot) => lot.left > 0).sort(firstToExpire), rest);
  }
  return lots;
}

/**
 * The 'expired' movements the ledger still owes at `now`: every earning whose expiry has passed keeps nothing
 * (each lapses once; the ledger records one expiry per earning).
 */
export function dueExpiries(movements: readonly LedgerMovement[], now: Date): DueExpiry[] {
  return replay(movements)
    .filter((lot) => lot.left > 0 && lot.expiresAtMs <= now.getTime())
    .sort(firstToExpire)
    .map((lot) => ({ sourceEntryId: lot.entry.id, amount: lot.left, expiredAt: new Date(lot.expiresAtMs) }));
}

/** The balance: the sum of the movements, integer P. */
export function ledgerBalance(movements: readonly LedgerMovement[]): number {
  return movements.reduce((total, entry) => total + entry.amount, 0);
}

/**
 * Points that lapse after `now` and no later than `until` if left unspent (what remains of those earnings after the
 * spendings drawn first-to-expire); never more than the balance, never below 0.
 */
export function pointsExpiringBetween(movements: readonly LedgerMovement[], now: Date, until: Date): number {
  const expiring = replay(movements)
    .filter((lot) => lot.expiresAtMs > now.getTime() && lot.expiresAtMs <= until.getTime())
    .reduce((total, lot) => total + lot.left, 0);
  return Math.max(0, Math.min(expiring, ledgerBalance(movements)));
}

/** 소멸 예정 포인트: points lapsing within the next EXPIRY_NOTICE_DAYS days. */
export function pointsExpiringSoon(movements: readonly LedgerMovement[], now: Date): number {
  return pointsExpiringBetween(movements, now, expiryNoticeEnd(now));
}
