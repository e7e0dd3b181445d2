import type { AxiosInstance } from 'axios';
import type { OrderStatusEvent } from '../../application/ports/order-status-stream';
import { isStopped, type StopSignal } from '../../application/use-cases/stoppable-wait';
import type { Endpoint } from '../../contract/common';
import { EVENT_STREAM_MEDIA_TYPE, ORDER_STATUS_EVENT, orderStatusEventSchema } from '../../contract/order-events';
import { isOrderEnded } from '../../domain/order/status';
import { type ParsedEvent, ServerSentEventParser } from './server-sent-events';
import { ContractViolationError, fillPath, parseWire } from './wire';

/**
 * Nothing at all (no event, no heartbeat) for this long means the connection is dead though still open (a crashed
 * instance behind a load balancer), ms: three of the server's 15 s heartbeats missed. The stream then counts as
 * closed and the caller reconnects.
 */
export const STREAM_SILENCE_MS = 45_000;

/** One order's status event stream to follow: which call, from which sequence, and whom to tell. */
export interface StatusEventsRequest {
  readonly endpoint: Endpoint;
  /** The values of the endpoint's `:name` path parameters. */
  readonly path: Readonly<Record<string, string | number>>;
  /** Sent as Last-Event-ID: only later statuses come. Null: the current one first. */
  readonly afterSequence: number | null;
  readonly onChange: (event: OrderStatusEvent) => void;
  readonly onOpen?: () => void;
  readonly signal?: StopSignal;
}

/** How a stream that opened ended (the ports' common answers). */
export type StatusEventsEnd = { readonly kind: 'ended' } | { readonly kind: 'closed' } | { readonly kind: 'stopped' };

/**
 * Follows an order's status event stream (text/event-stream of `status` events, src/contract/order-events.ts) read
 * with fetch through the storefront's one axios client (axios' fetch adapter, `responseType: 'stream'`), not with
 * EventSource: the call carries the client's headers and interceptors like every other (a session's bearer token and
 * its 401 refresh-and-replay), where EventSource can send no header at all. Resolves when the server closes the
 * stream, the connection breaks or goes silent for `silenceMs`, or the caller stops; each event is checked against the
 * contract (a broken one throws ContractViolationError). A failed open is the port's answer when `refusalOf` names
 * one (404: not found), and thrown otherwise.
 */
export async function followStatusEvents<R>(
  http: AxiosInstance,
  request: StatusEventsRequest,
  refusalOf: (error: unknown) => R | null,
  silenceMs: number,
): Promise<StatusEventsEnd | R> {
  if (isStopped(request.signal)) return { kind: 'stopped' };
  const controller = new AbortController();
  const onAbort = () => controller.abort();
  request.signal?.addEventListener('abort', onAbort, { once: true });
  try {
    const opened = await open(http, request, controller.signal, refusalOf);
    if ('refusal' in opened) return opened.refusal;
    request.onOpen?.();
    return await readEvents(opened.body, request, controller, silenceMs);
  } catch (error) {
    if (isStopped(request.signal)) return { kind: 'stopped' };
    throw error;
  } finally {
    request.signal?.removeEventListener('abort', onAbort);
    controller.abort();
  }
}

function callOf(endpoint: Endpoint): string {
  return `${endpoint.method} ${endpoint.path}`;
}

/** The open stream's body, or the port's answer to a refused open; other failures throw. */
async function open<R>(
  http: AxiosInstance,
  request: StatusEventsRequest,
  signal: AbortSignal,
  refusalOf: (error: unknown) => R | null,
): Promise<{ readonly body: ReadableStream<Uint8Array> } | { readonly refusal: R }> {
  const { endpoint, afterSequence } = request;
  try {
    const response = await http.request<ReadableStream<Uint8Array>>({
      method: endpoint.method,
      url: fillPath(endpoint.path, request.path),
      adapter: 'fetch',
      responseType: 'stream',
      headers: {
        Accept: EVENT_STREAM_MEDIA_TYPE,
        ...(afterSequence === null ? {} : { 'Last-Event-ID': String(afterSequence) }),
      },
      signal,
    });
    const type = String(response.headers['content-type'] ?? '');
    if (!type.startsWith(EVENT_STREAM_MEDIA_TYPE)) {
      throw new ContractViolationError(callOf(endpoint), [
        `content-type: ${type || '(none)'}, not ${EVENT_STREAM_MEDIA_TYPE}`,
      ]);
    }
    return { body: response.data };
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal === null) throw error;
    return { refusal };
  }
}

/** Reads events until the server closes the stream, the connection breaks or goes silent, or the caller stops. */
async function readEvents(
  body: ReadableStream<Uint8Array>,
  request: StatusEventsRequest,
  controller: AbortController,
  silenceMs: number,
): Promise<StatusEventsEnd> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = new ServerSentEventParser();
  const call = callOf(request.endpoint);
  let ended = false;
  let silence = setTimeout(() => controller.abort(), silenceMs);
  try {
    for (;;) {
      // A broken or silent connection is not an error of the order: the stream closed, the caller reconnects.
      const chunk = await reader.read().catch(() => null);
      if (chunk === null) return isStopped(request.signal) ? { kind: 'stopped' } : { kind: 'closed' };
      if (chunk.done) break;
      clearTimeout(silence);
      silence = setTimeout(() => controller.abort(), silenceMs);
      for (const parsed of parser.push(decoder.decode(chunk.value, { stream: true }))) {
        if (parsed.event !== ORDER_STATUS_EVENT) continue;
        const event = statusEventOf(parsed, call);
        request.onChange(event);
        ended ||= isOrderEnded(event.status);
      }
    }
  } finally {
    clearTimeout(silence);
    reader.releaseLock();
  }
  return ended ? { kind: 'ended' } : { kind: 'closed' };
}

/** A `status` event checked against the contract: JSON data of orderStatusEventSchema and a positive integer id. */
function statusEventOf(parsed: ParsedEvent, call: string): OrderStatusEvent {
  let json: unknown;
  try {
    json = JSON.parse(parsed.data);
  } catch {
    throw new ContractViolationError(call, [`data: not JSON (${parsed.data.slice(0, 80)})`]);
  }
  const data = parseWire(orderStatusEventSchema, json, call);
  const sequence = Number(parsed.id);
  if (parsed.id === null || !Number.isInteger(sequence) || sequence < 1) {
    throw new ContractViolationError(call, [`id: ${parsed.id ?? '(none)'} is not a status sequence`]);
  }
  return { sequence, status: data.status, at: data.at };
}
