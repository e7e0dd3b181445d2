import { randomInt } from 'node:crypto';
import type { Database } from '../../db/database';
import { recordOutboxMessage } from './sms-outbox';
import { SmsDeliveryError, type SmsMessage, type SmsSender } from './sms-sender';

export interface LocalSmsSenderOptions {
  /** How long "the carrier" takes to accept a message, ms (default 150: a send is never instantaneous). */
  readonly delayMs?: number;
  /** The share of messages the simulated carrier refuses, 0..1 (default 0). */
  readonly failureRate?: number;
  /** A uniform draw in [0, 1) (default: crypto); tests pass a fixed sequence. */
  readonly random?: () => number;
  readonly now?: () => Date;
}

export const DEFAULT_SMS_DELAY_MS = 150;

/**
 * The local stand-in for an SMS carrier: waits `delayMs`, refuses `failureRate` of the messages, and records the
 * others in the sms_outbox table (the tests and GET /dev/sms read it) instead of delivering them.
 */
export class LocalSmsSender implements SmsSender {
  private readonly delayMs: number;
  private readonly failureRate: number;
  private readonly random: () => number;
  private readonly now: () => Date;

  constructor(
    private readonly db: Database,
    options: LocalSmsSenderOptions = {},
  ) {
    this.delayMs = options.delayMs ?? DEFAULT_SMS_DELAY_MS;
    this.failureRate = options.failureRate ?? 0;
    if (!(this.delayMs >= 0)) throw new Error(`SMS delay must be >= 0 ms, got ${this.delayMs}`);
    if (!(this.failureRate >= 0 && this.failureRate <= 1)) {
      throw new Error(`SMS failure rate must be within 0..1, got ${this.failureRate}`);
    }
    this.random = options.random ?? (() => randomInt(0, 1_000_000) / 1_000_000);
    this.now = options.now ?? (() => new Date());
  }

  async send(message: SmsMessage): Promise<void> {
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    if (this.failureRate > 0 && this.random() < this.failureRate)
      throw new SmsDeliveryError('simulated carrier refusal');
    await recordOutboxMessage(this.db, message.to, message.text, this.now());
  }
}
