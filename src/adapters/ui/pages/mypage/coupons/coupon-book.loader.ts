import { SessionRequiredError } from '../../../../../application/ports/session-required-error';
import { type CouponBook, EMPTY_COUPON_BOOK } from '../../../../../domain/coupon/book';
import { type Resolve, TOKENS } from '../../../../../tokens';
import { readOrNull, sessionOnceRead } from '../../../routes/loader-part';

/**
 * What the /mypage/coupons loader read (issue 13): every list of the book (each tab shows its count), or null when it
 * could not be read (the page shows its error with 다시 시도).
 */
export interface CouponBookPreload {
  readonly book: CouponBook | null;
}

/**
 * The route loader of /mypage/coupons and its tabs (ReadCouponBook), once the session is known. A visitor without a
 * session holds no coupons: nothing is read for them, nor for a session that ended while reading (the shell signs out).
 */
export function couponBookLoader(resolve: Resolve) {
  return async (): Promise<CouponBookPreload> => {
    if ((await sessionOnceRead(resolve)) === null) return { book: EMPTY_COUPON_BOOK };
    const book = await readOrNull(async () => {
      try {
        return (await resolve(TOKENS.ReadCouponBook).execute()).book;
      } catch (error) {
        if (error instanceof SessionRequiredError) return EMPTY_COUPON_BOOK;
        throw error;
      }
    }, 'the coupon book');
    return { book };
  };
}
