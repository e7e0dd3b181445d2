import { and, asc, desc, eq } from 'drizzle-orm';
import type { AddressWire, CreateAddressBody, UpdateAddressBody } from '../../../src/contract/address';
import type { Database } from '../../db/database';
import { addresses, owners } from '../../db/schema';

/** The outcome of a call about one address: `not-found` also covers another owner's address (never 403). */
export type AddressOutcome = { readonly kind: 'ok'; readonly address: AddressWire } | { readonly kind: 'not-found' };

export type AddressRemovalOutcome = { readonly kind: 'ok' } | { readonly kind: 'not-found' };

const wireColumns = {
  id: addresses.id,
  deliveryName: addresses.deliveryName,
  fullAddress: addresses.fullAddress,
  detailAddress: addresses.detailAddress,
  latitude: addresses.latitude,
  longitude: addresses.longitude,
  isDefault: addresses.isDefault,
};

/**
 * The session owner's delivery addresses (spec §7 Account › address). Only the owner's rows are ever read or
 * written: every query filters on the owner. At most one default per owner: every write that moves the default
 * clears the previous one in the same transaction, after locking the owner's row (and the partial unique index
 * `addresses_one_default_per_owner` refuses anything else).
 */
export class AddressService {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /**
   * Saves a new address. The owner's first address becomes the default whatever isDefault says (the storefront
   * sends false, spec §7, and a customer with addresses must have a default, spec §4 guard); isDefault true makes
   * it the default and clears the previous one.
   */
  async create(ownerId: string, body: CreateAddressBody): Promise<AddressWire> {
    return this.db.transaction(async (tx) => {
      await lockOwner(tx, ownerId);
      const existing = await tx.$count(addresses, eq(addresses.ownerId, ownerId));
      const isDefault = body.isDefault || existing === 0;
      const at = this.now();
      if (isDefault) await clearDefault(tx, ownerId, at);
      const [created] = await tx
        .insert(addresses)
        .values({
          ownerId,
          deliveryName: body.deliveryName,
          fullAddress: body.fullAddress,
          detailAddress: body.detailAddress,
          latitude: body.latitude,
          longitude: body.longitude,
          isDefault,
          createdAt: at,
          updatedAt: at,
        })
        .returning(wireColumns);
      if (created === undefined) throw new Error('address insert returned no row');
      return created;
    });
  }

  /** The owner's addresses: the default first, then in registration order. */
  async list(ownerId: string): Promise<AddressWire[]> {
    return this.db
      .select(wireColumns)
      .from(addresses)
      .where(eq(addresses.ownerId, ownerId))
      .orderBy(desc(addresses.isDefault), asc(addresses.createdAt), asc(addresses.id));
  }

  /** The owner's default address; not-found when there is none (spec §8: the storefront reads it as empty). */
  async defaultAddress(ownerId: string): Promise<AddressOutcome> {
    const [found] = await this.db
      .select(wireColumns)
      .from(addresses)
      .where(and(eq(addresses.ownerId, ownerId), eq(addresses.isDefault, true)));
    return found === undefined ? { kind: 'not-found' } : { kind: 'ok', address: found };
  }

  /**
   * Changes the label, detail, position and default flag of the owner's address `id` (the full address itself is
   * fixed, spec §5). isDefault true moves the default here; false on the current default leaves none (the
   * storefront then asks for one, spec §4).
   */
  async update(ownerId: string, id: number, body: UpdateAddressBody): Promise<AddressOutcome> {
    return this.db.transaction(async (tx) => {
      await lockOwner(tx, ownerId);
      const [current] = await tx
        .select({ isDefault: addresses.isDefault })
        .from(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.ownerId, ownerId)));
      if (current === undefined) return { kind: 'not-found' } as const;
      const at = this.now();
      if (body.isDefault && !current.isDefault) await clearDefault(tx, ownerId, at);
      const [updated] = await tx
        .update(addresses)
        .set({
          deliveryName: body.deliveryName,
          detailAddress: body.detailAddress,
          latitude: body.latitude,
          longitude: body.longitude,
          isDefault: body.isDefault,
          updatedAt: at,
        })
        .where(and(eq(addresses.id, id), eq(addresses.ownerId, ownerId)))
        .returning(wireColumns);
      return updated === undefined ? ({ kind: 'not-found' } as const) : ({ kind: 'ok', address: updated } as const);
    });
  }

  /**
   * Deletes the owner's address `id`. Deleting the default promotes the most recently registered remaining
   * address (the one the customer added last is the likeliest current one), so an owner with addresses keeps a
   * default and is not sent back to the address permission page (spec §4 guard).
   */
  async remove(ownerId: string, id: number): Promise<AddressRemovalOutcome> {
    return this.db.transaction(async (tx) => {
      await lockOwner(tx, ownerId);
      const [deleted] = await tx
        .delete(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.ownerId, ownerId)))
        .returning({ isDefault: addresses.isDefault });
      if (deleted === undefined) return { kind: 'not-found' } as const;
      if (deleted.isDefault) {
        const [latest] = await tx
          .select({ id: addresses.id })
          .from(addresses)
          .where(eq(addresses.ownerId, ownerId))
          .orderBy(desc(addresses.createdAt), desc(addresses.id))
          .limit(1);
        if (latest !== undefined) {
          await tx.update(addresses).set({ isDefault: true, updatedAt: this.now() }).where(eq(addresses.id, latest.id));
        }
      }
      return { kind: 'ok' } as const;
    });
  }
}

/** Serialises the owner's address writes (row lock on the owner, held until the transaction ends). */
async function lockOwner(db: Database, ownerId: string): Promise<void> {
  await db.select({ id: owners.id }).from(owners).where(eq(owners.id, ownerId)).for('update');
}

/** Clears the owner's default before another address takes it (the partial unique index allows one). */
async function clearDefault(db: Database, ownerId: string, at: Date): Promise<void> {
  await db
    .update(addresses)
    .set({ isDefault: false, updatedAt: at })
    .where(and(eq(addresses.ownerId, ownerId), eq(addresses.isDefault, true)));
}
