import { describe, it } from 'vitest';
import { describeOnServer, memoryWorld } from './headless-worlds';
import { orderJourney } from './order-journey';

/**
 * Issue 10 headless proof: one whole order through use cases only, resolved from the container three ways, with
 * the same assertions (order-journey.ts). The PostgreSQL run fails under CI when TEST_DATABASE_URL is unreachable.
 */
const JOURNEY = 'a member orders chicken for delivery with a coupon and 1,000 points, then cancels and gets both back';

/** The server side prices, pays (sandbox card, ~300 ms) and hashes the demo password: allow for a busy machine. */
const SERVER_TIMEOUT_MS = 60_000;

describe('headless order journey: memory adapters', () => {
  it(JOURNEY, async () => {
    await orderJourney(memoryWorld());
  });
});

describeOnServer('pglite', 'headless order journey: HTTP adapters, real server', (world) => {
  it(JOURNEY, { timeout: SERVER_TIMEOUT_MS }, async () => {
    await orderJourney(world());
  });
});

describeOnServer('postgres', 'headless order journey: HTTP adapters, real server', (world) => {
  it(JOURNEY, { timeout: SERVER_TIMEOUT_MS }, async () => {
    await orderJourney(world());
  });
});
