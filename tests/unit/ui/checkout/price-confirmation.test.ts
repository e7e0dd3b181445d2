import { describe, expect, it, vi } from 'vitest';
import '../support/dom';
import { newIdempotencyKey } from '../../../../src/adapters/storage/random-idempotency-key';
import { choicesKey, PriceConfirmation } from '../../../../src/adapters/ui/pages/checkout/price-confirmation';
import type { CheckoutChoices, CheckoutPriceResult } from '../../../../src/application/ports/order-gateway';
import { PriceCheckout } from '../../../../src/application/use-cases/price-checkout';
import type { CheckoutBreakdown } from '../../../../src/domain/checkout/types';
import { EMPTY_COUPON_SELECTION } from '../../../../src/domain/coupon/selection';

const choices = (points: number): CheckoutChoices => ({
  checkoutId: 'checkout-1',
  coupons: EMPTY_COUPON_SELECTION,
  points,
  happyPoints: 0,
});

const priced = (total: number): CheckoutPriceResult => ({
  kind: 'priced',
  breakdown: { total } as CheckoutBreakdown,
});

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('the server confirmation of the checkout price', () => {
  it('waits for a quiet time: changes in quick succession ask the server once, for the last choices', async () => {
    vi.useFakeTimers();
    const calc = vi.fn(async (c: CheckoutChoices) => priced(20_000 - c.points));
    const confirmation = new PriceConfirmation({
      price: new PriceCheckout({ calc }),
      delayMs: 250,
      log: () => undefined,
    });
    confirmation.schedule(choices(100));
    await vi.advanceTimersByTimeAsync(100);
    confirmation.schedule(choices(200));
    await vi.advanceTimersByTimeAsync(249);
    expect(calc).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(calc).toHaveBeenCalledTimes(1);
    expect(calc).toHaveBeenCalledWith(choices(200));
    expect(confirmation.breakdownFor(choicesKey(choices(200)))?.total).toBe(19_800);
  });

  it('the latest request wins: an older answer arriving last is dropped', async () => {
    const first = deferred<CheckoutPriceResult>();
    const second = deferred<CheckoutPriceResult>();
    const calc = vi.fn().mockReturnValueOnce(first.promise).mockReturnValueOnce(second.promise);
    const confirmation = new PriceConfirmation({
      price: new PriceCheckout({ calc }),
      delayMs: 0,
      log: () => undefined,
    });
    confirmation.schedule(choices(100));
    await vi.waitFor(() => expect(calc).toHaveBeenCalledTimes(1));
    const now = confirmation.confirmNow(choices(200));
    second.resolve(priced(19_800));
    expect(await now).toBe('priced');
    first.resolve(priced(19_900));
    await first.promise;
    await Promise.resolve();
    expect(confirmation.confirmed?.key).toBe(choicesKey(choices(200)));
    expect(confirmation.pending).toBe(false);
  });

  it('choices already confirmed are not asked again when paying', async () => {
    const calc = vi.fn(async () => priced(1_000));
    const confirmation = new PriceConfirmation({
      price: new PriceCheckout({ calc }),
      delayMs: 0,
      log: () => undefined,
    });
    expect(await confirmation.confirmNow(choices(0))).toBe('priced');
    expect(await confirmation.confirmNow(choices(0))).toBe('priced');
    expect(calc).toHaveBeenCalledTimes(1);
  });

  it('an unreachable server is a failure, not a refusal', async () => {
    const confirmation = new PriceConfirmation({
      price: new PriceCheckout({ calc: () => Promise.reject(new Error('Network Error')) }),
      delayMs: 0,
      log: () => undefined,
    });
    expect(await confirmation.confirmNow(choices(0))).toBe('failed');
    expect(confirmation.rejection).toBeNull();
    expect(confirmation.pending).toBe(false);
  });
});

describe('the idempotency key', () => {
  it('is a v4 UUID, also where crypto.randomUUID is missing (plain http on a LAN address)', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newIdempotencyKey()).toMatch(uuid);
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const a = newIdempotencyKey();
    expect(a).toMatch(uuid);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
