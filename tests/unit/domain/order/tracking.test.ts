import { describe, expect, it } from 'vitest';
import {
  isTrackingLinkExpired,
  TRACKING_LINK_GRACE_MS,
  trackingLinkExpiresAt,
} from '../../../../src/domain/order/tracking';

const ENDED_AT = Date.parse('2026-11-21T10:00:00Z');
const DAY = 24 * 60 * 60 * 1000;

describe('tracking link lifetime', () => {
  it('a live order keeps its link open however long it takes', () => {
    for (const status of ['PAID', 'ACCEPTED', 'COOKING', 'DELIVERING', 'READY_FOR_PICKUP'] as const) {
      expect(trackingLinkExpiresAt(status, ENDED_AT)).toBeNull();
      expect(isTrackingLinkExpired(status, ENDED_AT, ENDED_AT + 30 * DAY)).toBe(false);
    }
  });

  it('an ended order (completed or cancelled) keeps it for 24 hours after its end, not a millisecond more', () => {
    expect(TRACKING_LINK_GRACE_MS).toBe(DAY);
    for (const status of ['COMPLETED', 'CANCELLED'] as const) {
      expect(trackingLinkExpiresAt(status, ENDED_AT)).toBe(ENDED_AT + DAY);
      expect(isTrackingLinkExpired(status, ENDED_AT, ENDED_AT + DAY - 1)).toBe(false);
      expect(isTrackingLinkExpired(status, ENDED_AT, ENDED_AT + DAY)).toBe(true);
    }
  });
});
