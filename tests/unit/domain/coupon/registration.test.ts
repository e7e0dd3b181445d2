import { describe, expect, it } from 'vitest';
import { COUPON_REGISTERED_MESSAGE, couponRegistrationOutcome } from '../../../../src/domain/coupon/registration';

describe('coupon registration (spec §5, §6, §8)', () => {
  it('a server message naming 비회원 opens the members-only notice', () => {
    expect(couponRegistrationOutcome('비회원은 쿠폰을 등록할 수 없습니다.')).toEqual({
      kind: 'members-only',
      notice: 'E-쿠폰, 상품권 등록은 비비큐 회원만 가능합니다',
    });
  });

  it('any other failure shows the server message', () => {
    expect(couponRegistrationOutcome('이미 등록된 쿠폰입니다.')).toEqual({
      kind: 'failed',
      message: '이미 등록된 쿠폰입니다.',
    });
  });

  it('announces success with the spec text', () => {
    expect(COUPON_REGISTERED_MESSAGE).toBe('쿠폰이 등록되었습니다.');
  });
});
