import { and, eq, type Placeholder, sql } from 'drizzle-orm';
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
import { ReusedStatement } from '../../db/reused-statement';
import { cartLineOptions, cartLines, owners } from '../../db/schema';
import type { CacheFreshness } from '../../http/cache';
import { readCartLines, summarise } from './cart-lines';
import { CartMenus, cartLineOf } from './cart-menu';

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
 * The server cart of one owner (spec §7 Delivery › Cart). Each write is one statement (issue 14: a cart write was
 * ten round trips under an owner row lock). The merge rule is the database's: one line per configuration per owner
 * (a unique key), so two tabs adding the same menu at once end in one line through ON CONFLICT. Each write takes a
 * SHARE lock on the owner's row in the same statement: writes of one owner no longer queue behind each other, but
 * still wait for an order being placed (which locks the row FOR UPDATE, prices the cart and empties it), so no unit
 * added meanwhile is emptied unpriced. Answers are built from the written row and the menu as CartMenus holds it.
 */
export class CartService {
  private readonly menus: CartMenus;

  /** `catalog` is the server's catalog freshness (CatalogChanges): menus are then read once per catalog version. */
  constructor(
    private readonly db: Database,
    catalog?: CacheFreshness,
  ) {
    this.menus = CartMenus.of(db, catalog);
  }

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
    const menu = await this.menus.find(payload.mainMenuId);
    if (menu === null) return rejected('MENU_NOT_FOUND', 'mainMenuId', CART_MESSAGES.menuNotFound);
    const selection = validateOptionSelection(menu.options, payload.subOptionItemIdSet);
    if (!selection.ok) return rejected(selection.error.code, 'subOptionItemIdSet', selection.error.message);
    const optionIds = [...selection.value].sort((a, b) => a - b);
    const configuration = configurationKeyOf(menu.id, optionIds);
    const [saved] = await ADD_LINE.rows(this.db, {
      ownerId,
      menuId: menu.id,
      quantity: payload.quantity,
      configuration,
      optionIds: `{${optionIds.join(',')}}`,
    });
    if (saved === undefined) {
      // Nothing written: the line is there and the sum would pass 99 (or the owner row is missing: a server bug).
      const [line] = await this.db
        .select({ id: cartLines.id })
        .from(cartLines)
        .where(and(eq(cartLines.ownerId, ownerId), eq(cartLines.configuration, configuration)));
      if (line === undefined) throw new Error(`cart add wrote nothing for owner ${ownerId}`);
      return quantityRejected(CART_MESSAGES.mergedQuantityTooLarge);
    }
    return { kind: 'ok', line: cartLineOf(menu, { cartId: saved.id, quantity: saved.quantity }, new Set(optionIds)) };
  }

  /** Sets the quantity (1..99) of the owner's line `cartId`; another owner's line is not-found. */
  async changeQuantity(ownerId: string, cartId: number, quantity: number): Promise<CartLineOutcome> {
    if (!isCartQuantity(quantity)) return quantityRejected(CART_MESSAGES.quantityOutOfRange);
    const [updated] = rowsOf<{ readonly configuration: string }>(
      await this.db.execute(sql`
        WITH "owner" AS (${ownerSharedLock(ownerId)})
        UPDATE ${cartLines} SET "quantity" = ${quantity} FROM "owner"
        WHERE ${cartLines}."id" = ${cartId} AND ${cartLines}."owner_id" = "owner"."id"
        RETURNING ${cartLines}."configuration"`),
    );
    if (updated === undefined) return { kind: 'not-found' };
    const { menuId, optionIds } = parseConfigurationKey(updated.configuration);
    const menu = await this.menus.find(menuId);
    // A line's menu is never deleted (the foreign key): a null here is a catalog change racing this write.
    if (menu === null) return lineOutcome(await readCartLines(this.db, ownerId, cartId));
    return { kind: 'ok', line: cartLineOf(menu, { cartId, quantity }, new Set(optionIds)) };
  }

  /** Deletes the owner's line `cartId` with its options; another owner's line is not-found. */
  async remove(ownerId: string, cartId: number): Promise<CartRemovalOutcome> {
    const deleted = rowsOf<{ readonly id: number }>(
      await this.db.execute(sql`
        WITH "owner" AS (${ownerSharedLock(ownerId)})
        DELETE FROM ${cartLines} USING "owner"
        WHERE ${cartLines}."id" = ${cartId} AND ${cartLines}."owner_id" = "owner"."id"
        RETURNING ${cartLines}."id"`),
    );
    return deleted.length === 0 ? { kind: 'not-found' } : { kind: 'ok' };
  }

  /** Empties the owner's cart (an empty cart stays empty: no failure). */
  async clear(ownerId: string): Promise<void> {
    await this.db.execute(sql`
      WITH "owner" AS (${ownerSharedLock(ownerId)})
      DELETE FROM ${cartLines} USING "owner" WHERE ${cartLines}."owner_id" = "owner"."id"`);
  }
}

/**
 * A line added, or its quantity raised when the same configuration is there (one statement under the owner's shared
 * lock, its options with it), built once (server/db/reused-statement.ts): the busiest write of the cart, and on
 * PostgreSQL a prepared statement each connection plans once. Nothing returned: the sum would pass 99.
 */
const ADD_LINE = new ReusedStatement(
  () => sql`
    WITH "owner" AS (${ownerSharedLock(sql.placeholder('ownerId'))}),
    "line" AS (
      INSERT INTO ${cartLines} ("owner_id", "menu_id", "quantity", "configuration")
      SELECT "owner"."id", ${sql.placeholder('menuId')}, ${sql.placeholder('quantity')}, ${sql.placeholder('configuration')}
      FROM "owner"
      ON CONFLICT ("owner_id", "configuration") DO UPDATE
        SET "quantity" = ${cartLines}."quantity" + excluded."quantity"
        WHERE ${cartLines}."quantity" + excluded."quantity" <= ${CART_QUANTITY_MAX}
      RETURNING "id", "quantity"
    ),
    "chosen" AS (
      INSERT INTO ${cartLineOptions} ("cart_line_id", "option_item_id")
      SELECT "line"."id", "item" FROM "line", unnest(${sql.placeholder('optionIds')}::integer[]) AS "item"
      ON CONFLICT DO NOTHING
    )
    SELECT "id", "quantity" FROM "line"`,
  { id: cartLines.id, quantity: cartLines.quantity },
);

/**
 * The key of one configuration: `<menuId>:<option item ids ascending, comma-separated>` (`26:` without options).
 * Migration 0012 computed the same key for the lines that existed before it.
 */
function configurationKeyOf(menuId: number, sortedOptionIds: readonly number[]): string {
  return `${menuId}:${sortedOptionIds.join(',')}`;
}

function parseConfigurationKey(key: string): { readonly menuId: number; readonly optionIds: readonly number[] } {
  const [menu = '', options = ''] = key.split(':');
  return { menuId: Number(menu), optionIds: options === '' ? [] : options.split(',').map(Number) };
}

/** The owner's row, locked FOR SHARE until the statement's transaction ends (see CartService). */
function ownerSharedLock(ownerId: string | Placeholder) {
  return sql`SELECT ${owners.id} AS "id" FROM ${owners} WHERE ${owners.id} = ${ownerId} FOR SHARE`;
}

/** The rows of a raw statement: both drivers (node-postgres, PGlite) answer `{ rows }`. */
function rowsOf<Row>(result: unknown): Row[] {
  const rows = (result as { readonly rows?: unknown }).rows;
  if (!Array.isArray(rows)) throw new Error('raw statement answered without rows');
  return rows as Row[];
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
