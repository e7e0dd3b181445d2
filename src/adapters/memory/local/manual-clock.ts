import type { Clock } from '../../../application/ports/clock';

/** A clock that moves only when told to (epoch ms), for expiry and caching rules in tests. */
export class ManualClock implements Clock {
  constructor(private instantMs: number) {}

  now(): number {
    return this.instantMs;
  }

  advance(ms: number): void {
    this.instantMs += ms;
  }

  set(instantMs: number): void {
    this.instantMs = instantMs;
  }
}
