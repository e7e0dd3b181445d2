import { describe, expect, it } from 'vitest';
import {
  codeRefusal,
  formatCode,
  phoneDayLock,
  sendDecision,
} from '../../../server/services/account/verification-rules';

const at = (seconds: number) => new Date(Date.UTC(2025, 0, 1, 0, 0, seconds));

describe('the per-phone sending limits', () => {
  it('the first code of a phone is always sent', () => {
    expect(sendDecision([], at(0))).toEqual({ allowed: true });
  });

  it('a second code within 60 s is refused with the seconds left', () => {
    expect(sendDecision([at(0)], at(59))).toEqual({ allowed: false, reason: 'send-too-soon', retryAfterSeconds: 1 });
    expect(sendDecision([at(0)], at(60))).toEqual({ allowed: true });
  });

  it('the sixth code in any 10 minutes is refused until the oldest of the five leaves the window', () => {
    const five = [at(0), at(60), at(120), at(180), at(240)];
    expect(sendDecision(five, at(300))).toEqual({ allowed: false, reason: 'send-quota', retryAfterSeconds: 300 });
    expect(sendDecision(five, at(600))).toEqual({ allowed: true });
  });

  it('sends older than 10 minutes do not count', () => {
    expect(sendDecision([at(-700), at(-650), at(-620), at(-610), at(-601)], at(0))).toEqual({ allowed: true });
  });
});

describe('whether a code may still be tried', () => {
  const code = { attempts: 0, expiresAt: at(180), confirmedAt: null, consumedAt: null };

  it('a fresh code may be tried until its 3 minutes are over', () => {
    expect(codeRefusal(code, at(179), 'confirm')).toBeNull();
    expect(codeRefusal(code, at(180), 'confirm')).toBe('code-expired');
  });

  it('five wrong tries kill the code, before it expires and after', () => {
    expect(codeRefusal({ ...code, attempts: 5 }, at(10), 'confirm')).toBe('code-locked');
    expect(codeRefusal({ ...code, attempts: 5 }, at(500), 'spend')).toBe('code-locked');
  });

  it('a confirmed code may be spent for 10 minutes after its confirmation', () => {
    const confirmed = { ...code, confirmedAt: at(100) };
    expect(codeRefusal(confirmed, at(699), 'spend')).toBeNull();
    expect(codeRefusal(confirmed, at(700), 'spend')).toBe('code-expired');
    expect(codeRefusal(confirmed, at(200), 'confirm')).toBe('code-expired');
  });

  it('a spent code or no code at all reads as not requested', () => {
    expect(codeRefusal({ ...code, consumedAt: at(5) }, at(6), 'spend')).toBe('code-not-requested');
    expect(codeRefusal(undefined, at(0), 'confirm')).toBe('code-not-requested');
  });
});

describe('the daily cap on wrong tries per phone', () => {
  const hour = 60 * 60;
  const sent = (seconds: number, attempts: number) => ({ createdAt: at(seconds), attempts });

  it('9 wrong tries over the codes of the last 24 hours leave the phone open; the 10th locks it', () => {
    expect(phoneDayLock([sent(0, 5), sent(60, 4)], at(120))).toBeNull();
    expect(phoneDayLock([sent(0, 5), sent(60, 4), sent(120, 1)], at(130))).toEqual({
      retryAfterSeconds: 24 * hour - 130,
    });
  });

  it('the lock lifts when enough of the oldest tries leave the window, whatever the order given', () => {
    const codes = [sent(7200, 3), sent(0, 2), sent(3600, 5)];
    // 10 tries: the code sent at 0 h leaving the window leaves 8.
    expect(phoneDayLock(codes, at(7300))).toEqual({ retryAfterSeconds: 24 * hour - 7300 });
    expect(phoneDayLock(codes, at(24 * hour))).toBeNull();
    // 12 tries: the codes of 0 h and 1 h must both leave.
    expect(phoneDayLock([...codes, sent(7260, 2)], at(7300))).toEqual({ retryAfterSeconds: 25 * hour - 7300 });
  });

  it('tries on codes sent more than 24 hours ago do not count', () => {
    expect(phoneDayLock([sent(0, 5), sent(60, 5)], at(24 * hour + 60))).toBeNull();
  });
});

describe('codes', () => {
  it('are four digits, zero-padded', () => {
    expect(formatCode(42)).toBe('0042');
    expect(formatCode(9999)).toBe('9999');
    expect(() => formatCode(10_000)).toThrow(RangeError);
  });
});
