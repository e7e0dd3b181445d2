import type { Clock } from '../../application/ports/clock';

/** The machine's clock, epoch ms. */
export class SystemClock implements Clock {
  now(): number {
    return Date.now();
  }
}
