import { and, eq, inArray } from 'drizzle-orm';
import {
  CART_MESSAGES,
  CART_QUANTITY_MAX,
  CART_QUANTITY_MIN,
  type CartLineWire,
  type CartRejectionWireCode,
  type CartSummaryWire,
} from '../../../src/contract/cart';
import type { AddToCartPayload } from '../../../src/domain/cart/types';
import { validateOptionSelection } from '../../../src/domain/menu/order-form';
import type { Database } from '../../db/database';
import { cartLineOptions, cartLines, owners } from '../../db/schema';
import { readCartLines, summarise } from './cart-lines';
import { findCartMenu } from './cart-menu';

/** Why a well-formed add or change was refused: a stable code, the wire field it is about, a Korean message. */
export interface CartRejection {
  readonly code: CartRejectionWireCode;
  readonly field: string;
  readonly message: string;
}

/** The outcome of a write that answers with a line. `not-found` covers lines of another owner (never 403). */
export type CartLineOutcome =
  | { readonly kind: 'ok'; readonly line: CartLineWire }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'rejected'; readonly rejection: CartRejection };

export type CartRemovalOutcome = { readonly kind: 'ok' } | { readonly kind: 'not-found' };

/**
 * The server cart of one owner (spec §7 Delivery › Cart). Every write runs in one transaction that first locks the
 * owner's row, so concurrent writes of the same owner (two tabs adding the same menu) are applied one after the
 * other and the merge rule cannot create two lines for one configuration.
 */
export class CartService {
  constructor(private readonly db: Database) {}

  /** The owner's lines, oldest first, priced from today's catalog, with their sum in won. */
  async list(ownerId: string): Promise<CartSummaryWire> {
    return summarise(await readCartLines(this.db, ownerId));
  }

  /** How many lines (not units) the owner's cart holds: the header badge (spec §2). */
  async count(ownerId: string): Promise<number> {
    return this.db.$count(cartLines, eq(cartLines.ownerId, ownerId));
  }

  /**
   * Adds `payload` to the cart. Refused: an unknown menu, an option that is not the menu's, a selection breaking a
   * group's min/max. The same menu with the same option set already in the cart gains the quantity instead of a
   * second line (one line per configuration, as the order form does); a sum above 99 is refused, not capped, so the
   * customer is told rather than silently losing units.
   */
  async add(ownerId: string, payload: AddToCartPayload): Promise<CartLineOutcome> {
    if (!isCartQuantity(payload.quantity)) return quantityRejected(CART_MESSAGES.quantityOutOfRange);
    return this.db.transaction(async (tx) => {
      await lockOwner(tx, ownerId);
      const menu = await findCartMenu(tx, payload.mainMenuId);
      if (menu === null) return rejected('MENU_NOT_FOUND', 'mainMenuId', CART_MESSAGES.menuNotFound);
      const selection = validateOptionSelection(menu.options, payload.subOptionItemIdSet);
      if (!selection.ok) return rejected(selection.error.code, 'subOptionItemIdSet', selection.error.message);

      const existing = await findSameConfiguration(tx, ownerId, menu.id, selection.value);
      let cartId: number;
      if (existing !== null) {
        const merged = existing.quantity + payload.quantity;
        if (merged > CART_QUANTITY_MAX) return quantityRejected(CART_MESSAGES.mergedQuantityTooLarge);
        await tx.update(cartLines).set({ quantity: merged }).where(eq(cartLines.id, existing.id));
        cartId = existing.id;
      } else {
        const [inserted] = await tx
          .insert(cartLines)
          .values({ ownerId, menuId: menu.id, quantity: payload.quantity })
          .returning({ id: cartLines.id });
        if (inserted === undefined) throw new Error('cart line insert returned no row');
        cartId = inserted.id;
        if (selection.value.length > 0) {
          await tx
            .insert(cartLineOptions)
            .values(selection.value.map((optionItemId) => ({ cartLineId: cartId, optionItemId })));
        }
      }
      return lineOutcome(await readCartLines(tx, ownerId, cartId));
    });
  }

  /** Sets the quantity (1..99) of the owner's line `cartId`; another owner's line is not-found. */
  async changeQuantity(ownerId: string, cartId: number, quantity: number): Promise<CartLineOutcome> {
    if (!isCartQuantity(quantity)) return quantityRejected(CART_MESSAGES.quantityOutOfRange);
    return this.db.transaction(async (tx) => {
      await lockOwner(tx, ownerId);
      const updated = await tx
        .update(cartLines)
        .set({ quantity })
        .where(and(eq(cartLines.id, cartId), eq(cartLines.ownerId, ownerId)))
        .returning({ id: cartLines.id });
      if (updated.length === 0) return { kind: 'not-found' } as const;
      return lineOutcome(await readCartLines(tx, ownerId, cartId));
    });
  }

  /** Deletes the owner's line `cartId` with its options; another owner's line is not-found. */
  async remove(ownerId: string, cartId: number): Promise<CartRemovalOutcome> {
    return this.db.transaction(async (tx) => {
      await lockOwner(tx, ownerId);
      const deleted = await tx
        .delete(cartLines)
        .where(and(eq(cartLines.id, cartId), eq(cartLines.ownerId, ownerId)))
        .returning({ id: cartLines.id });
      return deleted.length === 0 ? { kind: 'not-found' } : { kind: 'ok' };
    });
  }

  /** Empties the owner's cart (an empty cart stays empty: no failure). */
  async clear(ownerId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await lockOwner(tx, ownerId);
      await tx.delete(cartLines).where(eq(cartLines.ownerId, ownerId));
    });
  }
}

/** Spec §5/§9: a line holds 1..99 units (the stepper's range; 0 would be a deletion). */
function isCartQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= CART_QUANTITY_MIN && quantity <= CART_QUANTITY_MAX;
}

function rejected(code: CartRejectionWireCode, field: string, message: string): CartLineOutcome {
  return { kind: 'rejected', rejection: { code, field, message } };
}

function quantityRejected(message: string): CartLineOutcome {
  return rejected('QUANTITY_OUT_OF_RANGE', 'quantity', message);
}

function lineOutcome(lines: readonly CartLineWire[]): CartLineOutcome {
  const [line] = lines;
  return line === undefined ? { kind: 'not-found' } : { kind: 'ok', line };
}

/** Serialises the owner's cart and address writes (row lock on the owner, held until the transaction ends). */
async function lockOwner(db: Database, ownerId: string): Promise<void> {
  await db.select({ id: owners.id }).from(owners).where(eq(owners.id, ownerId)).for('update');
}

/** The owner's line of `menuId` whose option set equals `optionIds` exactly, or null. */
async function findSameConfiguration(
  db: Database,
  ownerId: string,
  menuId: number,
  optionIds: readonly number[],
): Promise<{ readonly id: number; readonly quantity: number } | null> {
  const candidates = await db
    .select({ id: cartLines.id, quantity: cartLines.quantity })
    .from(cartLines)
    .where(and(eq(cartLines.ownerId, ownerId), eq(cartLines.menuId, menuId)))
    .orderBy(cartLines.id);
  if (candidates.length === 0) return null;
  const chosen = await db
    .select({ cartLineId: cartLineOptions.cartLineId, optionItemId: cartLineOptions.optionItemId })
    .from(cartLineOptions)
    .where(
      inArray(
        cartLineOptions.cartLineId,
        candidates.map((line) => line.id),
      ),
    );
  const wanted = new Set(optionIds);
  const match = candidates.find((line) => {
    const own = chosen.filter((option) => option.cartLineId === line.id);
    return own.length === wanted.size && own.every((option) => wanted.has(option.optionItemId));
  });
  return match ?? null;
}
