import type { FastifyReply } from 'fastify';
import { ACCOUNT_ERROR_CODES } from '../../src/contract/account';
import { ERROR_CODES } from '../../src/contract/errors';
import { PASSWORD_MESSAGES } from '../../src/domain/validation/password';
import { WRONG_AUTH_CODE_MESSAGE } from '../../src/domain/validation/phone-verification';
import { DomainHttpError } from '../http/domain-http-error';
import type { AccountFailure, AccountFailureReason } from '../services/account/account-failures';

interface FailureAnswer {
  readonly status: number;
  readonly code: string;
  readonly message: string;
  readonly field?: string;
}

const C = ACCOUNT_ERROR_CODES;

/** Issue 15: a password among the 10,000 most common (server/auth/common-passwords.ts) is refused with this. */
const COMMON_PASSWORD_MESSAGE = '너무 흔한 비밀번호입니다. 다른 비밀번호를 입력해주세요.';

/**
 * The one table from a refusal to its HTTP answer (ARCHITECTURE "Errors"). Messages are what the customer reads
 * (Korean; the wrong-code and password ones copied from spec §5/§8, the others ours).
 */
const ACCOUNT_FAILURE_ANSWERS: Readonly<Record<AccountFailureReason, FailureAnswer>> = {
  'wrong-code': { status: 400, code: C.WRONG_AUTH_CODE, message: WRONG_AUTH_CODE_MESSAGE, field: 'authCode' },
  'code-expired': {
    status: 400,
    code: C.AUTH_CODE_EXPIRED,
    message: '인증번호 입력 시간이 지났어요. 인증번호를 다시 요청해주세요.',
    field: 'authCode',
  },
  'code-locked': {
    status: 400,
    code: C.AUTH_CODE_LOCKED,
    message: '인증번호를 5회 잘못 입력하셨어요. 인증번호를 다시 요청해주세요.',
    field: 'authCode',
  },
  'code-not-requested': {
    status: 400,
    code: C.AUTH_CODE_NOT_REQUESTED,
    message: '인증번호를 먼저 요청해주세요.',
    field: 'authCode',
  },
  'phone-locked': {
    status: 429,
    code: ERROR_CODES.RATE_LIMITED,
    message: '인증번호 입력 오류가 너무 많아 24시간 동안 인증할 수 없어요. 고객센터로 문의해주세요.',
  },
  'send-too-soon': {
    status: 429,
    code: ERROR_CODES.RATE_LIMITED,
    message: '인증번호는 1분에 한 번만 요청할 수 있어요. 잠시 후 다시 시도해주세요.',
  },
  'send-quota': {
    status: 429,
    code: ERROR_CODES.RATE_LIMITED,
    message: '인증번호 요청 횟수를 초과했어요. 10분 후 다시 시도해주세요.',
  },
  'client-quota': {
    status: 429,
    code: ERROR_CODES.RATE_LIMITED,
    message: '요청이 너무 많아요. 잠시 후 다시 시도해주세요.',
  },
  'sms-unavailable': {
    status: 503,
    code: C.SMS_UNAVAILABLE,
    message: '인증번호를 보내지 못했어요. 잠시 후 다시 시도해주세요.',
  },
  'token-invalid': {
    status: 400,
    code: C.TOKEN_INVALID,
    message: '인증 시간이 지났거나 이미 처리된 요청이에요. 처음부터 다시 진행해주세요.',
    field: 'token',
  },
  'ci-token-invalid': {
    status: 400,
    code: C.CI_TOKEN_INVALID,
    message: '본인 인증 정보가 올바르지 않거나 만료되었어요. 다시 인증해주세요.',
    field: 'ciToken',
  },
  'identity-unavailable': {
    status: 501,
    code: C.IDENTITY_VERIFICATION_UNAVAILABLE,
    message: '지금은 본인 인증을 이용할 수 없어요. 휴대폰 인증을 이용해주세요.',
  },
  'identity-mismatch': {
    status: 400,
    code: ERROR_CODES.BAD_REQUEST,
    message: '인증하신 이름이나 휴대폰 번호와 다릅니다.',
    field: 'phoneNumber',
  },
  'already-member': {
    status: 409,
    code: C.ALREADY_MEMBER,
    message: '이미 가입된 회원이에요. 아이디 찾기를 이용해주세요.',
  },
  'username-taken': { status: 409, code: C.USERNAME_TAKEN, message: '이미 사용 중인 아이디예요.', field: 'username' },
  'registration-key-used': {
    status: 409,
    code: C.REGISTRATION_KEY_USED,
    message: '이미 처리된 가입 요청이에요. 처음부터 다시 진행해주세요.',
    field: 'registrationKey',
  },
  'member-not-found': {
    status: 404,
    code: C.MEMBER_NOT_FOUND,
    message: '입력하신 정보와 일치하는 회원이 없어요.',
  },
  'wrong-password': {
    status: 400,
    code: C.WRONG_PASSWORD,
    message: '현재 비밀번호가 일치하지 않습니다.',
    field: 'oldPassword',
  },
  'same-password': { status: 400, code: C.SAME_PASSWORD, message: PASSWORD_MESSAGES.sameAsOld, field: 'newPassword' },
  'common-password': {
    status: 400,
    code: ERROR_CODES.BAD_REQUEST,
    message: COMMON_PASSWORD_MESSAGE,
    field: 'password',
  },
  'common-new-password': {
    status: 400,
    code: ERROR_CODES.BAD_REQUEST,
    message: COMMON_PASSWORD_MESSAGE,
    field: 'newPassword',
  },
  'password-mismatch': {
    status: 400,
    code: ERROR_CODES.BAD_REQUEST,
    message: PASSWORD_MESSAGES.mismatch,
    field: 'confirmation',
  },
  'phone-taken': {
    status: 409,
    code: C.ALREADY_MEMBER,
    message: '이미 다른 회원이 사용 중인 휴대폰 번호예요.',
    field: 'phoneNumber',
  },
  'ci-taken': {
    status: 409,
    code: C.ALREADY_MEMBER,
    message: '다른 계정에 이미 등록된 본인 인증 정보예요.',
    field: 'ciToken',
  },
  'members-only': { status: 403, code: ERROR_CODES.FORBIDDEN, message: '회원만 이용할 수 있어요. 로그인해주세요.' },
  'guests-only': { status: 403, code: ERROR_CODES.FORBIDDEN, message: '비회원 주문에서만 이용할 수 있어요.' },
  'session-ended': { status: 401, code: ERROR_CODES.UNAUTHORIZED, message: '로그인이 필요합니다.' },
  'no-grade': {
    status: 404,
    code: ERROR_CODES.ELEMENT_NOT_FOUND,
    message: '아직 멤버십 등급이 없어요.',
  },
  'oauth-not-supported': {
    status: 501,
    code: C.OAUTH_NOT_SUPPORTED,
    message: '소셜 계정 연결은 지원하지 않아요. 아이디와 비밀번호로 가입해주세요.',
  },
};

/** The DomainHttpError a refusal is answered with. */
export function failureError(refusal: AccountFailure): DomainHttpError {
  const answer = ACCOUNT_FAILURE_ANSWERS[refusal.reason];
  return new DomainHttpError(answer);
}

/** The success of an outcome, or the refusal thrown as its HTTP answer (with Retry-After for rate limits). */
export function settled<T>(reply: FastifyReply, outcome: T | AccountFailure): Exclude<T, AccountFailure> {
  if (isFailure(outcome)) {
    if (outcome.retryAfterSeconds !== undefined) reply.header('retry-after', String(outcome.retryAfterSeconds));
    throw failureError(outcome);
  }
  return outcome as Exclude<T, AccountFailure>;
}

function isFailure(value: unknown): value is AccountFailure {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'failure';
}
