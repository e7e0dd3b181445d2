/**
 * The local sandbox card gateway's test cards (README "Sandbox cards"). The real gateway is unreachable from this
 * machine; the sandbox behaves like it: approves after a short delay, declines, or never answers (a timeout).
 * Any other 16-digit number is approved.
 */
export const SANDBOX_CARDS = {
  approve: '4242424242424242',
  decline: '4000000000000002',
  timeout: '4000000000000119',
} as const;

export type CardOutcome = 'approved' | 'declined' | 'timeout';

/** Card numbers are 16 digits; spaces and hyphens the customer types are ignored. */
export function normaliseCardNumber(text: string): string | null {
  const digits = text.replace(/[\s-]/g, '');
  return /^[0-9]{16}$/.test(digits) ? digits : null;
}

export function sandboxCardOutcome(cardNumber: string): CardOutcome {
  if (cardNumber === SANDBOX_CARDS.decline) return 'declined';
  if (cardNumber === SANDBOX_CARDS.timeout) return 'timeout';
  return 'approved';
}

/** Payment methods: CARD goes through the card gateway; the MEET_ ones are paid to the rider or at the counter. */
export const PAYMENT_METHODS = [
  { paymentMethod: 'CARD', paymentMethodName: '신용카드' },
  { paymentMethod: 'MEET_CARD', paymentMethodName: '만나서 카드결제' },
  { paymentMethod: 'MEET_CASH', paymentMethodName: '만나서 현금결제' },
] as const;

export const PAYMENT_MESSAGES = {
  cardNumberInvalid: '카드번호 16자리를 정확히 입력해주세요.',
  declined: '카드사에서 결제를 승인하지 않았습니다. 다른 카드로 다시 시도해주세요.',
  timeout: '결제 응답이 지연되어 결제가 취소되었습니다. 잠시 후 다시 시도해주세요.',
  methodUnknown: '사용할 수 없는 결제수단입니다.',
} as const;
