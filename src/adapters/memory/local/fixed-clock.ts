import type { Clock } from '../../../application/ports/clock';

/** A clock stopped at one instant (epoch ms), for runs where time must not move. */
export class FixedClock implements Clock {
  constructor(private readonly instantMs: number) {}

  now(): number {
    return this.instantMs;
  }
}
