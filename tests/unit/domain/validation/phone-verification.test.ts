import { describe, expect, it } from 'vitest';
import {
  GUEST_VERIFICATION_NAME,
  isNonBlankName,
  isPhoneNumber,
  isVerificationCode,
  keepDigits,
  type PhoneVerificationInput,
  phoneVerificationState,
  resendCountdown,
  verificationName,
} from '../../../../src/domain/validation/phone-verification';

const SENT = 1_714_521_600_000;

describe('phone, code and name rules (spec §5/§9)', () => {
  it('a phone number is exactly 11 digits', () => {
    expect(isPhoneNumber('01012345678')).toBe(true);
    expect(isPhoneNumber('0101234567')).toBe(false);
    expect(isPhoneNumber('010123456789')).toBe(false);
    expect(isPhoneNumber('010-1234-567')).toBe(false);
    expect(isPhoneNumber('0101234567a')).toBe(false);
  });

  it('a verification code is exactly 4 digits', () => {
    expect(isVerificationCode('0123')).toBe(true);
    expect(isVerificationCode('123')).toBe(false);
    expect(isVerificationCode('12345')).toBe(false);
    expect(isVerificationCode('12a4')).toBe(false);
    expect(isVerificationCode(' 123')).toBe(false);
  });

  it('a name must not be blank', () => {
    expect(isNonBlankName('홍길동')).toBe(true);
    expect(isNonBlankName('   ')).toBe(false);
    expect(isNonBlankName('')).toBe(false);
  });

  it('typed phone and code inputs keep their digits only, cut to length', () => {
    expect(keepDigits('010-1234-5678', 11)).toBe('01012345678');
    expect(keepDigits('010 1234 56789', 11)).toBe('01012345678');
    expect(keepDigits('12a34b5', 4)).toBe('1234');
  });

  it('a member verifies with the typed name, a guest with 비회원', () => {
    expect(verificationName('member', ' 홍길동 ')).toBe('홍길동');
    expect(verificationName('guest', '홍길동')).toBe('비회원');
    expect(GUEST_VERIFICATION_NAME).toBe('비회원');
  });
});

describe('resend countdown (spec §9: 60 s)', () => {
  it('before any code is sent the request is enabled', () => {
    expect(resendCountdown(null, SENT)).toEqual({ remainingSeconds: 0, requestEnabled: true });
  });

  it('right after sending, 60 s remain and requesting again is disabled', () => {
    expect(resendCountdown(SENT, SENT)).toEqual({ remainingSeconds: 60, requestEnabled: false });
  });

  it('partial seconds round up, so the last second shows 1', () => {
    expect(resendCountdown(SENT, SENT + 800).remainingSeconds).toBe(60);
    expect(resendCountdown(SENT, SENT + 1000).remainingSeconds).toBe(59);
    expect(resendCountdown(SENT, SENT + 59_999)).toEqual({ remainingSeconds: 1, requestEnabled: false });
  });

  it('after 60 s the request is enabled again', () => {
    expect(resendCountdown(SENT, SENT + 60_000)).toEqual({ remainingSeconds: 0, requestEnabled: true });
    expect(resendCountdown(SENT, SENT + 3_600_000)).toEqual({ remainingSeconds: 0, requestEnabled: true });
  });

  it('a clock that went backwards keeps the full 60 s rather than more', () => {
    expect(resendCountdown(SENT, SENT - 5000)).toEqual({ remainingSeconds: 60, requestEnabled: false });
  });
});

describe('phone-verification popup state (spec §4/§5)', () => {
  const member: PhoneVerificationInput = {
    type: 'member',
    name: '홍길동',
    phoneNumber: '01012345678',
    code: '',
    sentAtMs: null,
    nowMs: SENT,
  };

  it('a member with a name and an 11-digit phone can request a code', () => {
    expect(phoneVerificationState(member)).toEqual({
      name: '홍길동',
      remainingSeconds: 0,
      canRequest: true,
      canConfirm: false,
    });
  });

  it('request needs an 11-digit phone', () => {
    expect(phoneVerificationState({ ...member, phoneNumber: '0101234567' }).canRequest).toBe(false);
  });

  it('request needs a non-blank name for a member', () => {
    expect(phoneVerificationState({ ...member, name: '  ' }).canRequest).toBe(false);
  });

  it('a guest needs no typed name: 비회원 is used', () => {
    const state = phoneVerificationState({ ...member, type: 'guest', name: '' });
    expect(state.name).toBe('비회원');
    expect(state.canRequest).toBe(true);
  });

  it('request is disabled while the countdown runs and enabled when it ends', () => {
    expect(phoneVerificationState({ ...member, sentAtMs: SENT, nowMs: SENT + 30_000 })).toMatchObject({
      canRequest: false,
      remainingSeconds: 30,
    });
    expect(phoneVerificationState({ ...member, sentAtMs: SENT, nowMs: SENT + 60_000 }).canRequest).toBe(true);
  });

  it('confirm needs a requested code and exactly 4 digits', () => {
    const sent = { ...member, sentAtMs: SENT, nowMs: SENT + 10_000 };
    expect(phoneVerificationState({ ...sent, code: '1234' }).canConfirm).toBe(true);
    expect(phoneVerificationState({ ...sent, code: '123' }).canConfirm).toBe(false);
    expect(phoneVerificationState({ ...sent, code: '12345' }).canConfirm).toBe(false);
    expect(phoneVerificationState({ ...sent, code: '12a4' }).canConfirm).toBe(false);
    expect(phoneVerificationState({ ...member, code: '1234' }).canConfirm).toBe(false);
  });

  it('confirm stays possible after the countdown ends, but not once the phone was edited to an invalid one', () => {
    const late = { ...member, code: '1234', sentAtMs: SENT, nowMs: SENT + 120_000 };
    expect(phoneVerificationState(late).canConfirm).toBe(true);
    expect(phoneVerificationState({ ...late, phoneNumber: '0101234' }).canConfirm).toBe(false);
  });
});
