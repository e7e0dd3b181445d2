import type { AxiosInstance } from 'axios';
import type {
  FollowTrackedInput,
  FollowTrackedResult,
  OrderTracker,
  TrackedOrderRead,
  TrackingRefusal,
} from '../../application/ports/order-tracker';
import { orderTrackingEndpoints, trackedOrderSchema } from '../../contract/order-tracking';
import { isHttpStatus } from './http-error';
import { followStatusEvents, STREAM_SILENCE_MS } from './order-status-events';
import { callEndpoint } from './wire';

const { trackedOrder, trackedOrderEvents } = orderTrackingEndpoints;

/** 410: the link is past its time; 404 (and 400, a token no server would make): it names nothing. Else null. */
function refusalOf(error: unknown): TrackingRefusal | null {
  if (isHttpStatus(error, 410)) return { kind: 'expired' };
  if (isHttpStatus(error, 404) || isHttpStatus(error, 400)) return { kind: 'invalid' };
  return null;
}

/**
 * OrderTracker over GET /api/track/{token} and its event stream (src/contract/order-tracking.ts), through the
 * storefront's one axios client: the calls need no session (a signed-in visitor's token header is sent and ignored).
 * The stream is read with fetch and parsed as text/event-stream like AxiosOrderStatusStream (followStatusEvents);
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

  follow(input: FollowTrackedInput): Promise<FollowTrackedResult> {
    const { token, ...request } = input;
    return followStatusEvents(
      this.http,
      { ...request, endpoint: trackedOrderEvents, path: { token } },
      refusalOf,
      this.silenceMs,
    );
  }
}
