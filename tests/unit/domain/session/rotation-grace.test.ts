import { describe, expect, it } from 'vitest';
import { isConcurrentRefresh } from '../../../../src/domain/session/rotation-grace';

describe('isConcurrentRefresh', () => {
  const rotatedAt = Date.parse('2026-11-21T10:00:00Z');

  it('a rotated token presented again up to 10,000 ms after its rotation is a concurrent refresh (a second tab)', () => {
    expect(isConcurrentRefresh(rotatedAt, rotatedAt)).toBe(true);
    expect(isConcurrentRefresh(rotatedAt, rotatedAt + 10_000)).toBe(true);
  });

  it('presented later it is a replay', () => {
    expect(isConcurrentRefresh(rotatedAt, rotatedAt + 10_001)).toBe(false);
    expect(isConcurrentRefresh(rotatedAt, rotatedAt + 60 * 60 * 1000)).toBe(false);
  });

  it('a rotation stamped ahead of now (another instance’s clock running ahead) counts as concurrent', () => {
    expect(isConcurrentRefresh(rotatedAt, rotatedAt - 2000)).toBe(true);
  });
});
