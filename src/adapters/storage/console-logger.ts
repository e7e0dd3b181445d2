import type { Logger } from '../../application/ports/logger';

/** The browser's logger: the developer console (a monitoring service would be bound here instead). */
export class ConsoleLogger implements Logger {
  constructor(private readonly sink: Pick<Console, 'warn'> = console) {}

  warn(event: string, detail: Record<string, unknown>): void {
    this.sink.warn(`[storefront] ${event}`, detail);
  }
}
