/** The current instant in epoch milliseconds: the only source of "now" for use cases and memory adapters. */
export interface Clock {
  now(): number;
}
