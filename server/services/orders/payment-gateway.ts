import { and, eq } from 'drizzle-orm';
import { type CardOutcome, sandboxCardOutcome } from '../../../src/contract/payment';
import type { Database } from '../../db/database';
import { sandboxCardAuthorizations } from '../../db/schema';

/** What the gateway answered for a charge. */
export type ChargeResult =
  | { readonly kind: 'approved'; readonly authorizationId: string }
  | { readonly kind: 'declined' }
  | { readonly kind: 'timeout' };

export interface ChargeRequest {
  /** One per order attempt (owner + idempotency key): a repeated charge with it returns the first answer. */
  readonly paymentKey: string;
  readonly cardNumber: string;
  readonly amount: number;
}

/**
 * The card gateway (issue 6 PaymentGateway port). authorize holds the amount; capture makes it final once the
 * order is stored; void releases a hold whose order was not stored; refund gives a captured amount back (cancel).
 * A charge that does not answer within the caller's limit is a `timeout`, and the caller voids it.
 */
export interface PaymentGateway {
  authorize(request: ChargeRequest): Promise<ChargeResult>;
  capture(paymentKey: string): Promise<void>;
  void(paymentKey: string): Promise<void>;
  /** Gives back a captured charge, named by its authorization id. */
  refund(authorizationId: string): Promise<void>;
}

export interface SandboxOptions {
  /** How long the sandbox takes to approve or decline, ms (a real gateway takes a few hundred). */
  readonly delayMs: number;
  /** How long we wait for an answer before giving up, ms; the timeout card never answers within it. */
  readonly timeoutMs: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The local sandbox card gateway (README "Sandbox cards"): 4242 4242 4242 4242 approves, 4000 0000 0000 0002
 * declines, 4000 0000 0000 0119 never answers in time; any other 16 digits approve. It keeps its own book (the
 * sandbox_card_authorizations table stands in for the gateway's memory), keyed by payment key, so retrying a
 * charge after a crash finds the first authorization instead of charging twice.
 */
export class SandboxCardGateway implements PaymentGateway {
  constructor(
    private readonly db: Database,
    private readonly options: SandboxOptions,
    private readonly now: () => Date,
  ) {}

  async authorize(request: ChargeRequest): Promise<ChargeResult> {
    const outcome: CardOutcome = sandboxCardOutcome(request.cardNumber);
    if (outcome === 'timeout') {
      // The gateway goes silent; we stop waiting at timeoutMs.
      await sleep(this.options.timeoutMs);
      return { kind: 'timeout' };
    }
    await sleep(this.options.delayMs);
    if (outcome === 'declined') return { kind: 'declined' };
    const [existing] = await this.db
      .select()
      .from(sandboxCardAuthorizations)
      .where(eq(sandboxCardAuthorizations.paymentKey, request.paymentKey));
    if (existing !== undefined && existing.status !== 'VOIDED')
      return { kind: 'approved', authorizationId: existing.authorizationId };
    const authorizationId = `SBX-${crypto.randomUUID()}`;
    await this.db
      .insert(sandboxCardAuthorizations)
      .values({
        paymentKey: request.paymentKey,
        authorizationId,
        amount: request.amount,
        cardLast4: request.cardNumber.slice(-4),
        status: 'AUTHORIZED',
        createdAt: this.now(),
      })
      .onConflictDoUpdate({
        target: sandboxCardAuthorizations.paymentKey,
        set: { authorizationId, amount: request.amount, status: 'AUTHORIZED', createdAt: this.now() },
      });
    return { kind: 'approved', authorizationId };
  }

  async capture(paymentKey: string): Promise<void> {
    await this.setStatus(paymentKey, 'AUTHORIZED', 'CAPTURED');
  }

  async void(paymentKey: string): Promise<void> {
    await this.setStatus(paymentKey, 'AUTHORIZED', 'VOIDED');
  }

  async refund(authorizationId: string): Promise<void> {
    await this.db
      .update(sandboxCardAuthorizations)
      .set({ status: 'REFUNDED' })
      .where(
        and(
          eq(sandboxCardAuthorizations.authorizationId, authorizationId),
          eq(sandboxCardAuthorizations.status, 'CAPTURED'),
        ),
      );
  }

  private async setStatus(paymentKey: string, from: 'AUTHORIZED', to: 'CAPTURED' | 'VOIDED'): Promise<void> {
    await this.db
      .update(sandboxCardAuthorizations)
      .set({ status: to })
      .where(and(eq(sandboxCardAuthorizations.paymentKey, paymentKey), eq(sandboxCardAuthorizations.status, from)));
  }
}
