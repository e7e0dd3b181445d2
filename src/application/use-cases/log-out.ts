import type { OrderFormRepository } from '../ports/order-form-repository';
import type { SessionGateway } from '../ports/session-gateway';

/** Spec §2/§4: where a sign-out lands. */
export const SIGN_OUT_CALLBACK = '/reset';

export type LogOutResult =
  | { readonly kind: 'signed-out'; readonly to: string }
  | { readonly kind: 'sign-out-failed'; readonly message: string; readonly to: typeof SIGN_OUT_CALLBACK };

/**
 * Spec §4 로그아웃: sign out with callback /reset and clear the local order form; the caller clears its member
 * state and reloads at `to`. Spec §8: a failed sign-out still clears and goes to /reset, with the message to alert.
 */
export class LogOut {
  constructor(
    private readonly sessions: SessionGateway,
    private readonly orderForms: OrderFormRepository,
  ) {}

  async execute(): Promise<LogOutResult> {
    try {
      const { url } = await this.sessions.signOut(SIGN_OUT_CALLBACK);
      return { kind: 'signed-out', to: url };
    } catch (error) {
      return { kind: 'sign-out-failed', message: messageOf(error), to: SIGN_OUT_CALLBACK };
    } finally {
      this.orderForms.clear();
      this.orderForms.saveCartId(null);
      this.orderForms.saveRemovableCartId(null);
    }
  }
}

/** The text to alert for a thrown value (spec §8: the response's message, else the error's). */
export function messageOf(error: unknown): string {
  if (error instanceof Error && error.message !== '') return error.message;
  return typeof error === 'string' && error !== '' ? error : '로그아웃에 실패했습니다.';
}
