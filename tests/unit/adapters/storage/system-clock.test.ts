// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { SystemClock } from '../../../../src/adapters/storage/system-clock';

describe('SystemClock', () => {
  it('reads the machine time in epoch milliseconds', () => {
    const before = Date.now();
    const now = new SystemClock().now();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});
