import { describe, expect, it } from 'vitest';
import { ManualScheduler } from '../../../../../src/adapters/memory/local/manual-scheduler';

describe('ManualScheduler', () => {
  it('runs tasks only when time is moved past them, in time order, and never a cancelled one', () => {
    const scheduler = new ManualScheduler();
    const ran: string[] = [];
    scheduler.after(300, () => ran.push('c'));
    scheduler.after(100, () => ran.push('a'));
    const cancel = scheduler.after(200, () => ran.push('cancelled'));
    scheduler.after(100, () => ran.push('b'));
    cancel();
    expect(scheduler.pending).toBe(3);

    scheduler.advance(99);
    expect(ran).toEqual([]);
    scheduler.advance(1);
    expect(ran).toEqual(['a', 'b']);
    scheduler.advance(1_000);
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(scheduler.pending).toBe(0);
  });

  it('a task scheduled by a task runs within the same advance when it falls due', () => {
    const scheduler = new ManualScheduler();
    const ran: number[] = [];
    scheduler.after(10, () => {
      ran.push(1);
      scheduler.after(10, () => ran.push(2));
    });
    scheduler.advance(25);
    expect(ran).toEqual([1, 2]);
  });
});
