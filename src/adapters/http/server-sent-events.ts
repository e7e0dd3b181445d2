/** One dispatched event of a text/event-stream: its `event:` name ('message' when none), `id:` and joined `data:`. */
export interface ParsedEvent {
  readonly event: string;
  readonly id: string | null;
  readonly data: string;
}

/**
 * The text/event-stream format (HTML Living Standard, "Interpreting an event stream"), fed in arbitrary chunks:
 * lines end in LF, CRLF or CR; `:` starts a comment (a heartbeat); `field: value` lines (one space after the colon
 * dropped) build an event that a blank line dispatches; an event without data is not dispatched; `retry:` and
 * unknown fields are ignored (the caller reconnects on its own terms).
 */
export class ServerSentEventParser {
  private buffer = '';
  private event = '';
  private id: string | null = null;
  private data: string[] = [];
  /** The chunk ended in CR: a LF starting the next one belongs to the same line end. */
  private pendingCr = false;

  /** Parses `chunk` and returns the events it completed, in order. */
  push(chunk: string): ParsedEvent[] {
    let text = chunk;
    if (this.pendingCr && text.startsWith('\n')) text = text.slice(1);
    this.pendingCr = text.endsWith('\r');
    this.buffer += text;
    const events: ParsedEvent[] = [];
    for (;;) {
      const end = this.buffer.search(/\r\n|\r|\n/);
      if (end < 0) break;
      const line = this.buffer.slice(0, end);
      const breakLength = this.buffer.startsWith('\r\n', end) ? 2 : 1;
      this.buffer = this.buffer.slice(end + breakLength);
      const dispatched = this.line(line);
      if (dispatched !== null) events.push(dispatched);
    }
    return events;
  }

  private line(line: string): ParsedEvent | null {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.event = value;
    else if (field === 'data') this.data.push(value);
    else if (field === 'id' && !value.includes('\0')) this.id = value;
    return null;
  }

  private dispatch(): ParsedEvent | null {
    const event =
      this.data.length === 0 ? null : { event: this.event || 'message', id: this.id, data: this.data.join('\n') };
    this.event = '';
    this.data = [];
    return event;
  }
}
