import type { AxiosInstance } from 'axios';
import type {
  FollowStreamInput,
  FollowStreamResult,
  OrderStatusEvent,
  OrderStatusStream,
} from '../../application/ports/order-status-stream';
import { isStopped } from '../../application/use-cases/stoppable-wait';
import {
  EVENT_STREAM_MEDIA_TYPE,
  ORDER_STATUS_EVENT,
  orderEventEndpoints,
  orderStatusEventSchema,
} from '../../contract/order-events';
import { isOrderEnded } from '../../domain/order/status';
import { isHttpStatus } from './http-error';
import { type ParsedEvent, ServerSentEventParser } from './server-sent-events';
import { ContractViolationError, fillPath, parseWire } from './wire';

/**
 * Nothing at all (no event, no heartbeat) for this long means the connection is dead though still open (a crashed
 * instance behind a load balancer), ms: three of the server's 15 s heartbeats missed. The stream then counts as
 * closed and the caller reconnects.
 */
const STREAM_SILENCE_MS = 45_000;

const endpoint = orderEventEndpoints.statusEvents;
const CALL = `${endpoint.method} ${endpoint.path}`;

/**
 * OrderStatusStream over GET /order/history/{id}/events (src/contract/order-events.ts), read with fetch through
 * the storefront's one axios client (axios' fetch adapter, `responseType: 'stream'`), not with EventSource: the
 * call carries the session's `Authorization: Bearer` header like every other and gets the client's 401
 * refresh-and-replay, where EventSource can send no header at all. The stream is parsed as text/event-stream and
 * each event is checked against the contract (a broken one throws ContractViolationError).
 */
export class AxiosOrderStatusStream implements OrderStatusStream {
  constructor(
    private readonly http: AxiosInstance,
    private readonly silenceMs = STREAM_SILENCE_MS,
  ) {}

  async follow(input: FollowStreamInput): Promise<FollowStreamResult> {
    if (isStopped(input.signal)) return { kind: 'stopped' };
    const controller = new AbortController();
    const onAbort = () => controller.abort();
    input.signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const body = await this.open(input, controller.signal);
      if (body === null) return { kind: 'not-found' };
      input.onOpen?.();
      return await this.read(body, input, controller);
    } catch (error) {
      if (isStopped(input.signal)) return { kind: 'stopped' };
      throw error;
    } finally {
      input.signal?.removeEventListener('abort', onAbort);
      controller.abort();
    }
  }

  /** The open stream's body, or null for 404 (not this customer's order); other failures throw. */
  private async open(input: FollowStreamInput, signal: AbortSignal): Promise<ReadableStream<Uint8Array> | null> {
    try {
      const response = await this.http.request<ReadableStream<Uint8Array>>({
        method: endpoint.method,
        url: fillPath(endpoint.path, { id: input.id }),
        adapter: 'fetch',
        responseType: 'stream',
        headers: {
          Accept: EVENT_STREAM_MEDIA_TYPE,
          ...(input.afterSequence === null ? {} : { 'Last-Event-ID': String(input.afterSequence) }),
        },
        signal,
      });
      const type = String(response.headers['content-type'] ?? '');
      if (!type.startsWith(EVENT_STREAM_MEDIA_TYPE)) {
        throw new ContractViolationError(CALL, [`content-type: ${type || '(none)'}, not ${EVENT_STREAM_MEDIA_TYPE}`]);
      }
      return response.data;
    } catch (error) {
      if (isHttpStatus(error, 404)) return null;
      throw error;
    }
  }

  /** Reads events until the server closes the stream, the connection breaks or goes silent, or the caller stops. */
  private async read(
    body: ReadableStream<Uint8Array>,
    input: FollowStreamInput,
    controller: AbortController,
  ): Promise<FollowStreamResult> {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    const parser = new ServerSentEventParser();
    let ended = false;
    let silence = setTimeout(() => controller.abort(), this.silenceMs);
    try {
      for (;;) {
        // A broken or silent connection is not an error of the order: the stream closed, the caller reconnects.
        const chunk = await reader.read().catch(() => null);
        if (chunk === null) return isStopped(input.signal) ? { kind: 'stopped' } : { kind: 'closed' };
        if (chunk.done) break;
        clearTimeout(silence);
        silence = setTimeout(() => controller.abort(), this.silenceMs);
        for (const parsed of parser.push(decoder.decode(chunk.value, { stream: true }))) {
          if (parsed.event !== ORDER_STATUS_EVENT) continue;
          const event = statusEventOf(parsed);
          input.onChange(event);
          ended ||= isOrderEnded(event.status);
        }
      }
    } finally {
      clearTimeout(silence);
      reader.releaseLock();
    }
    return ended ? { kind: 'ended' } : { kind: 'closed' };
  }
}

/** A `status` event checked against the contract: JSON data of orderStatusEventSchema and a positive integer id. */
function statusEventOf(parsed: ParsedEvent): OrderStatusEvent {
  let json: unknown;
  try {
    json = JSON.parse(parsed.data);
  } catch {
    throw new ContractViolationError(CALL, [`data: not JSON (${parsed.data.slice(0, 80)})`]);
  }
  const data = parseWire(orderStatusEventSchema, json, CALL);
  const sequence = Number(parsed.id);
  if (parsed.id === null || !Number.isInteger(sequence) || sequence < 1) {
    throw new ContractViolationError(CALL, [`id: ${parsed.id ?? '(none)'} is not a status sequence`]);
  }
  return { sequence, status: data.status, at: data.at };
}
