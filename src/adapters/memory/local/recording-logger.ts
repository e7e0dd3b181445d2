import type { Logger } from '../../../application/ports/logger';

export interface LogEntry {
  readonly level: 'warn';
  readonly event: string;
  readonly detail: Record<string, unknown>;
}

/** A logger that keeps what it is told, in order, so a headless run or a test can read what was ignored. */
export class RecordingLogger implements Logger {
  private readonly recorded: LogEntry[] = [];

  get entries(): readonly LogEntry[] {
    return this.recorded;
  }

  warn(event: string, detail: Record<string, unknown>): void {
    this.recorded.push({ level: 'warn', event, detail });
  }
}
