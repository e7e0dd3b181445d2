import { describe, expect, it } from 'vitest';
import { KeyedMutex } from '../../../server/services/orders/keyed-mutex';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('KeyedMutex', () => {
  it('runs tasks of one key one at a time, in order, and tasks of other keys at once; a failure does not block', async () => {
    const mutex = new KeyedMutex();
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const task =
      (name: string, fail = false) =>
      async () => {
        running += 1;
        most = Math.max(most, running);
        log.push(`start ${name}`);
        await tick();
        log.push(`end ${name}`);
        running -= 1;
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      mutex.run('a', task('a1', true)),
      mutex.run('a', task('a2')),
      mutex.run('b', task('b1')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled', 'fulfilled']);
    expect(log.indexOf('end a1')).toBeLessThan(log.indexOf('start a2'));
    expect(log.indexOf('start b1')).toBeLessThan(log.indexOf('end a1'));
    expect(most).toBe(2);
  });
});
