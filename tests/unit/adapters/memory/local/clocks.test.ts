import { describe, expect, it } from 'vitest';
import { InMemoryKeyValueStore } from '../../../../../src/adapters/memory/local/in-memory-key-value-store';
import { ManualClock } from '../../../../../src/adapters/memory/local/manual-clock';

describe('memory clocks and store', () => {
  it('a manual clock moves only when told', () => {
    const clock = new ManualClock(100);
    clock.advance(50);
    expect(clock.now()).toBe(150);
    clock.set(7);
    expect(clock.now()).toBe(7);
  });

  it('the in-memory key-value store reads null for absent keys', () => {
    const store = new InMemoryKeyValueStore({ a: '1' });
    expect(store.get('a')).toBe('1');
    store.remove('a');
    store.set('b', '2');
    expect([store.get('a'), store.get('b')]).toEqual([null, '2']);
  });
});
