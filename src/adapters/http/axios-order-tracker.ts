import type { AxiosInstance } from 'axios';
import type { OrderStatusEvent } from '../../application/ports/order-status-stream';
import type {
  FollowTrackedInput,
  FollowTrackedResult,
  OrderTracker,
  TrackedOrderRead,
  TrackingRefusal,
} from '../../application/ports/order-tracker';
import { isStopped } from '../../application/use-cases/stoppable-wait';
import { EVENT_STREAM_MEDIA_TYPE, ORDER_STATUS_EVENT, orderStatusEventSchema } from '../../contract/order-events';
import { orderTrackingEndpoints, trackedOrderSchema } from '../../contract/order-tracking';
import { isOrderEnded } from '../../domain/order/status';
import { isHttpStatus } from './http-error';
import { type ParsedEvent, ServerSentEventParser } from './server-sent-events';
import { ContractViolationError, callEndpoint, fillPath, parseWire } from './wire';

/** Nothing at all for this long means a dead connection, ms: three of the server's 15 s heartbeats missed. */
const STREAM_SILENCE_MS = 45_000;

const { trackedOrder, trackedOrderEvents } = orderTrackingEndpoints;
const EVENTS_CALL = `${trackedOrderEvents.method} ${trackedOrderEvents.path}`;

/** 410: the link is past its time; 404 (and 400, a token no server would make): it names nothing. Else null. */
function refusalOf(error: unknown): TrackingRefusal | null {
  if (isHttpStatus(error, 410)) return { kind: 'expired' };
  if (isHttpStatus(error, 404) || isHttpStatus(error, 400)) return { kind: 'invalid' };
  return null;
}

/**
 * OrderTracker over GET /api/track/{token} and its event stream (src/contract/order-tracking.ts), through the
 * storefront's one axios client: the calls need no session (a signed-in visitor's token header is sent and ignored).
 * The stream is read with fetch (axios' fetch adapter) and parsed as text/event-stream like AxiosOrderStatusStream;
 * every answer is checked against the contract (a broken one throws ContractViolationError).
 */
export class AxiosOrderTracker implements OrderTracker {
  constructor(
    private readonly http: AxiosInstance,
    private readonly silenceMs = STREAM_SILENCE_MS,
  ) {}

  async read(token: string): Promise<TrackedOrderRead> {
    try {
      const { linkExpiresAt, orderMenuList, ...order } = await callEndpoint(
        this.http,
        trackedOrder,
        trackedOrderSchema,
        { path: { token } },
      );
      return { kind: 'found', order: { ...order, lines: orderMenuList, linkExpiresAt } };
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal === null) throw error;
      return refusal;
    }
  }

  async follow(input: FollowTrackedInput): Promise<FollowTrackedResult> {
    if (isStopped(input.signal)) return { kind: 'stopped' };
    const controller = new AbortController();
    const onAbort = () => controller.abort();
    input.signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const opened = await this.open(input, controller.signal);
      if ('kind' in opened) return opened;
      input.onOpen?.();
      return await this.readEvents(opened, input, controller);
    } catch (error) {
      if (isStopped(input.signal)) return { kind: 'stopped' };
      throw error;
    } finally {
      input.signal?.removeEventListener('abort', onAbort);
      controller.abort();
    }
  }

  /** The open stream's body, or why the link shows nothing; other failures throw. */
  private async open(
    input: FollowTrackedInput,
    signal: AbortSignal,
  ): Promise<ReadableStream<Uint8Array> | TrackingRefusal> {
    try {
      const response = await this.http.request<ReadableStream<Uint8Array>>({
        method: trackedOrderEvents.method,
        url: fillPath(trackedOrderEvents.path, { token: input.token }),
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
        throw new ContractViolationError(EVENTS_CALL, [`content-type: ${type || '(none)'}`]);
      }
      return response.data;
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal === null) throw error;
      return refusal;
    }
  }

  /** Reads events until the server closes the stream, the connection breaks or goes silent, or the caller stops. */
  private async readEvents(
    body: ReadableStream<Uint8Array>,
    input: FollowTrackedInput,
    controller: AbortController,
  ): Promise<FollowTrackedResult> {
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
    throw new ContractViolationError(EVENTS_CALL, [`data: not JSON (${parsed.data.slice(0, 80)})`]);
  }
  const data = parseWire(orderStatusEventSchema, json, EVENTS_CALL);
  const sequence = Number(parsed.id);
  if (parsed.id === null || !Number.isInteger(sequence) || sequence < 1) {
    throw new ContractViolationError(EVENTS_CALL, [`id: ${parsed.id ?? '(none)'} is not a status sequence`]);
  }
  return { sequence, status: data.status, at: data.at };
}
