import * as z from 'zod/mini';
import { PHONE_NUMBER_LENGTH, VERIFICATION_CODE_LENGTH } from '../domain/shared/constants';
import { isPasswordRuleMet, PASSWORD_MESSAGES } from '../domain/validation/password';
import {
  ACCOUNT_PREFIX,
  CONTROL_CHARACTERS_MESSAGE,
  countSchema,
  DELIVERY_PREFIX,
  defineEndpoints,
  instantSchema,
  noContentSchema,
  PRINTABLE_TEXT,
  pageOf,
  pageQuerySchema,
} from './common';
import { errorBodySchema } from './errors';

/**
 * Spec §7 Account: phone verification, sign-up, find id/password, the guest phone, and the signed-in member's
 * information, password, phone, CI, grade and points; Delivery: member/info and point/hpc/info.
 */

/** Longest name, username, password (ours: bounds the work a request can cause; argon2 hashes any length). */
export const NAME_MAX_LENGTH = 20;
export const PASSWORD_MAX_LENGTH = 64;

/** Per-field messages (ours where the spec gives none; the password ones are spec §5's). */
export const ACCOUNT_FIELD_MESSAGES = {
  nameRequired: '이름을 입력해주세요.',
  nameTooLong: `이름은 ${NAME_MAX_LENGTH}자 이내로 입력해주세요.`,
  phoneInvalid: '휴대폰 번호 11자리를 숫자로 입력해주세요.',
  authCodeInvalid: '인증번호 4자리를 숫자로 입력해주세요.',
  usernameInvalid: '아이디는 영문으로 시작하는 4~20자의 영문, 숫자로 입력해주세요.',
  passwordRule: PASSWORD_MESSAGES.rule,
  passwordRequired: PASSWORD_MESSAGES.newRequired,
  passwordTooLong: `비밀번호는 ${PASSWORD_MAX_LENGTH}자 이내로 입력해주세요.`,
  oldPasswordRequired: PASSWORD_MESSAGES.oldRequired,
  registrationKeyInvalid: '가입 요청 정보가 올바르지 않습니다. 처음부터 다시 진행해주세요.',
  tokenInvalid: '인증 정보가 올바르지 않습니다. 처음부터 다시 진행해주세요.',
  ciTokenInvalid: '본인 인증 정보가 올바르지 않습니다. 다시 인증해주세요.',
  flagInvalid: '동의 여부가 올바르지 않습니다.',
  controlCharacters: CONTROL_CHARACTERS_MESSAGE,
} as const;

/** Texts are printable: control characters (NUL above all, which PostgreSQL text cannot hold) are bad input. */

/** Spec §5: a non-blank name (trimmed); the guest path sends 비회원 (GUEST_VERIFICATION_NAME). */
export const personNameSchema = z
  .string({ error: ACCOUNT_FIELD_MESSAGES.nameRequired })
  .check(
    z.trim(),
    z.minLength(1, ACCOUNT_FIELD_MESSAGES.nameRequired),
    z.maxLength(NAME_MAX_LENGTH, ACCOUNT_FIELD_MESSAGES.nameTooLong),
    z.regex(PRINTABLE_TEXT, ACCOUNT_FIELD_MESSAGES.controlCharacters),
  );

/** Spec §5/§9: exactly 11 digits, no hyphens. */
export const phoneNumberSchema = z
  .string({ error: ACCOUNT_FIELD_MESSAGES.phoneInvalid })
  .check(z.regex(new RegExp(`^\\d{${PHONE_NUMBER_LENGTH}}$`), ACCOUNT_FIELD_MESSAGES.phoneInvalid));

/** Spec §5/§9: exactly 4 digits. */
export const authCodeSchema = z
  .string({ error: ACCOUNT_FIELD_MESSAGES.authCodeInvalid })
  .check(z.regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), ACCOUNT_FIELD_MESSAGES.authCodeInvalid));

/** Ours (the spec shows no id rule): an ASCII letter, then 3..19 letters or digits; unique regardless of case. */
export const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9]{3,19}$/;
export const usernameSchema = z
  .string({ error: ACCOUNT_FIELD_MESSAGES.usernameInvalid })
  .check(z.trim(), z.regex(USERNAME_PATTERN, ACCOUNT_FIELD_MESSAGES.usernameInvalid));

/** Spec §5/§9 password rule: 8+ characters with a letter and a special character (exact, never trimmed). */
export const newPasswordSchema = z
  .string({ error: ACCOUNT_FIELD_MESSAGES.passwordRequired })
  .check(
    z.minLength(1, ACCOUNT_FIELD_MESSAGES.passwordRequired),
    z.maxLength(PASSWORD_MAX_LENGTH, ACCOUNT_FIELD_MESSAGES.passwordTooLong),
    z.refine(isPasswordRuleMet, ACCOUNT_FIELD_MESSAGES.passwordRule),
  );

/** The client's name for one sign-up attempt (a random id it makes, e.g. a UUID): 8..128 of [A-Za-z0-9_-]. */
export const registrationKeySchema = z
  .string({ error: ACCOUNT_FIELD_MESSAGES.registrationKeyInvalid })
  .check(z.regex(/^[A-Za-z0-9_-]{8,128}$/, ACCOUNT_FIELD_MESSAGES.registrationKeyInvalid));

/** An opaque grant the server handed out (registration, reset, confirmation): base64url text. */
export const grantTokenSchema = z
  .string({ error: ACCOUNT_FIELD_MESSAGES.tokenInvalid })
  .check(z.regex(/^[A-Za-z0-9_-]{16,128}$/, ACCOUNT_FIELD_MESSAGES.tokenInvalid));

/** A ciToken from the identity iframe (a compact JWS; its content is checked by the server). */
export const ciTokenSchema = z
  .string({ error: ACCOUNT_FIELD_MESSAGES.ciTokenInvalid })
  .check(
    z.minLength(1, ACCOUNT_FIELD_MESSAGES.ciTokenInvalid),
    z.maxLength(4096, ACCOUNT_FIELD_MESSAGES.ciTokenInvalid),
  );

export const marketingFlagSchema = z.boolean({ error: ACCOUNT_FIELD_MESSAGES.flagInvalid });

/**
 * The window-message marker of the identity-verification iframe (spec §7 Other): the verify-ready page posts
 * `IDENTITY_CALLBACK_MARKER + JSON.stringify({ token, verifyType })` to its parent; token is the ciToken.
 */
export const IDENTITY_CALLBACK_MARKER = 'CI_CALLBACK:';

/** Why an identity check is made; the spec's iframe uses REGISTER_CI_VERIFY (the others are ours). */
export const IDENTITY_VERIFY_TYPES = [
  'REGISTER_CI_VERIFY',
  'FIND_USERNAME_CI_VERIFY',
  'FIND_PASSWORD_CI_VERIFY',
  'MEMBER_CI_VERIFY',
  'ADULT_VERIFY',
] as const;
export type IdentityVerifyType = (typeof IDENTITY_VERIFY_TYPES)[number];

/** The body of the identity window message after the marker. */
export const identityCallbackSchema = z.object({ token: z.string(), verifyType: z.enum(IDENTITY_VERIFY_TYPES) });

/**
 * The `code` of a 4xx/5xx of the account calls beyond the common ones (ours: spec §8 names none but the wrong-code
 * popup, whose message is WRONG_AUTH_CODE's). Each answer carries a Korean message the storefront may show as is.
 */
export const ACCOUNT_ERROR_CODES = {
  /** 400: the code does not match (spec §8 "잘못된 인증번호를 입력하셨어요."). */
  WRONG_AUTH_CODE: 'WRONG_AUTH_CODE',
  /** 400: the code is older than 3 minutes (or its confirmation older than 10). */
  AUTH_CODE_EXPIRED: 'AUTH_CODE_EXPIRED',
  /** 400: 5 wrong tries: the code is dead, even the right one is refused. */
  AUTH_CODE_LOCKED: 'AUTH_CODE_LOCKED',
  /** 400: no code was requested for this phone (or it was already used). */
  AUTH_CODE_NOT_REQUESTED: 'AUTH_CODE_NOT_REQUESTED',
  /** 503: the SMS could not be sent (nothing was sent; ask again). */
  SMS_UNAVAILABLE: 'SMS_UNAVAILABLE',
  /** 400: a registration, reset or confirmation token that is unknown, used or expired. */
  TOKEN_INVALID: 'TOKEN_INVALID',
  /** 400: a ciToken that is forged, expired or malformed. */
  CI_TOKEN_INVALID: 'CI_TOKEN_INVALID',
  /** 409: the phone or person already has an active membership. */
  ALREADY_MEMBER: 'ALREADY_MEMBER',
  /** 409: the username is taken (by anyone, resigned members included). */
  USERNAME_TAKEN: 'USERNAME_TAKEN',
  /** 409: the registration key was used by an earlier sign-up. */
  REGISTRATION_KEY_USED: 'REGISTRATION_KEY_USED',
  /** 404: no active member matches what was given (find id / password). */
  MEMBER_NOT_FOUND: 'MEMBER_NOT_FOUND',
  /** 400: PUT /member/info/password with a wrong current password. */
  WRONG_PASSWORD: 'WRONG_PASSWORD',
  /** 400: a new password equal to the old one (spec §5). */
  SAME_PASSWORD: 'SAME_PASSWORD',
  /** 501: connect-oauth(-ci): no OAuth provider is configured. */
  OAUTH_NOT_SUPPORTED: 'OAUTH_NOT_SUPPORTED',
  /** 501: CI calls while no identity-verification service is configured. */
  IDENTITY_VERIFICATION_UNAVAILABLE: 'IDENTITY_VERIFICATION_UNAVAILABLE',
} as const;

export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[keyof typeof ACCOUNT_ERROR_CODES];

/** POST /phone-verification/create (spec §7): name is 비회원 on the guest path (spec §5). */
export const phoneVerificationCreateBodySchema = z.object({ name: personNameSchema, phoneNumber: phoneNumberSchema });

/** The code was sent: it expires at expiresAt (3 min) and another may be asked for from resendAvailableAt (60 s). */
export const phoneVerificationCreateResponseSchema = z.object({
  expiresAt: instantSchema,
  resendAvailableAt: instantSchema,
});

/** POST /phone-verification/confirm (spec §7). */
export const phoneVerificationConfirmBodySchema = z.object({
  name: personNameSchema,
  phoneNumber: phoneNumberSchema,
  authCode: authCodeSchema,
});

/**
 * A confirmed code. confirmationToken (single use, until expiresAt: 10 min) stands for the phone with the guest
 * sign-in provider; the calls of spec §7 that take phoneNumber + authCode accept the confirmed code until then.
 */
export const phoneVerificationConfirmResponseSchema = z.object({
  confirmationToken: z.string(),
  expiresAt: instantSchema,
});

/** PUT /guest/info/phone (spec §7): a guest session records its confirmed phone. */
export const guestPhoneBodySchema = z.object({ phoneNumber: phoneNumberSchema, authCode: authCodeSchema });

/** POST /member/register/check-username. */
export const checkUsernameBodySchema = z.object({ username: usernameSchema });
export const checkUsernameResponseSchema = z.object({ available: z.boolean() });

/** POST /member/register/init (spec §3 Registration): the phone is proved with its code. */
export const registerInitBodySchema = z.object({
  name: personNameSchema,
  phoneNumber: phoneNumberSchema,
  authCode: authCodeSchema,
  registrationKey: registrationKeySchema,
});

/** POST /member/register/init-ci (spec §3 Registration, identity-check variant). */
export const registerInitCiBodySchema = z.object({ ciToken: ciTokenSchema, registrationKey: registrationKeySchema });

/** The sign-up grant: token (for process and marketing-info) until expiresAt, and who was proved. */
export const registrationGrantSchema = z.object({
  token: z.string(),
  expiresAt: instantSchema,
  name: z.string(),
  phoneNumber: z.string(),
});

const marketingFlags = {
  smsMarketingAgreed: z.optional(marketingFlagSchema),
  emailMarketingAgreed: z.optional(marketingFlagSchema),
  pushMarketingAgreed: z.optional(marketingFlagSchema),
};

/**
 * POST /member/register/process and /process-ci: the account for the proved person. name and phoneNumber, when
 * sent, must be the proved ones; absent marketing flags keep what marketing-info recorded (default: not agreed).
 */
export const registerProcessBodySchema = z.object({
  token: grantTokenSchema,
  username: usernameSchema,
  password: newPasswordSchema,
  name: z.optional(personNameSchema),
  phoneNumber: z.optional(phoneNumberSchema),
  ...marketingFlags,
});

export const registeredMemberSchema = z.object({ username: z.string(), name: z.string() });

/** PATCH /member/register/marketing-info (spec §3 Marketing agreements), before or just after process. */
export const marketingInfoBodySchema = z.object({
  token: grantTokenSchema,
  smsMarketingAgreed: marketingFlagSchema,
  emailMarketingAgreed: marketingFlagSchema,
  pushMarketingAgreed: marketingFlagSchema,
});

/** POST /member/find/username: the typed name and the phone, proved with its code. */
export const findUsernameBodySchema = z.object({
  name: personNameSchema,
  phoneNumber: phoneNumberSchema,
  authCode: authCodeSchema,
});
export const findUsernameCiBodySchema = z.object({ ciToken: ciTokenSchema });

/** The found id, masked (`chick***`), and when the account was made. */
export const foundUsernameSchema = z.object({ username: z.string(), joinedAt: instantSchema });

/** POST /member/find/password/init and /init-ci: the account and the proof of its phone or person. */
export const passwordInitBodySchema = z.object({
  username: usernameSchema,
  phoneNumber: phoneNumberSchema,
  authCode: authCodeSchema,
});
export const passwordInitCiBodySchema = z.object({ username: usernameSchema, ciToken: ciTokenSchema });

/** A single-use password-reset grant. */
export const passwordResetGrantSchema = z.object({ token: z.string(), expiresAt: instantSchema });

/** POST /member/find/password/process: the new password (spec §5 rule); confirmation, when sent, must equal it. */
export const passwordProcessBodySchema = z.object({
  token: grantTokenSchema,
  password: newPasswordSchema,
  confirmation: z.optional(z.string({ error: PASSWORD_MESSAGES.confirmationRequired })),
});

/** Every status a public account call may answer with besides its success. */
const publicErrors = { 400: errorBodySchema, 429: errorBodySchema } as const;

const tags = ['account'] as const;
const REGISTER = `${ACCOUNT_PREFIX}/member/register`;
const FIND = `${ACCOUNT_PREFIX}/member/find`;

export const accountEndpoints = defineEndpoints({
  phoneVerificationCreate: {
    method: 'POST',
    path: `${ACCOUNT_PREFIX}/phone-verification/create`,
    operationId: 'sendPhoneVerification',
    summary: '휴대폰 인증번호 발송 (60초에 1회, 10분에 5회까지)',
    tags,
    auth: 'public',
    body: phoneVerificationCreateBodySchema,
    response: { 200: phoneVerificationCreateResponseSchema, ...publicErrors, 503: errorBodySchema },
  },
  phoneVerificationConfirm: {
    method: 'POST',
    path: `${ACCOUNT_PREFIX}/phone-verification/confirm`,
    operationId: 'confirmPhoneVerification',
    summary: '휴대폰 인증번호 확인 (5회 틀리면 다시 요청)',
    tags,
    auth: 'public',
    body: phoneVerificationConfirmBodySchema,
    response: { 200: phoneVerificationConfirmResponseSchema, ...publicErrors },
  },
  guestPhone: {
    method: 'PUT',
    path: `${ACCOUNT_PREFIX}/guest/info/phone`,
    operationId: 'confirmGuestPhone',
    summary: '비회원 휴대폰 번호 확인',
    tags,
    auth: 'session',
    body: guestPhoneBodySchema,
    response: {
      204: noContentSchema,
      400: errorBodySchema,
      401: errorBodySchema,
      403: errorBodySchema,
      429: errorBodySchema,
    },
  },
  checkUsername: {
    method: 'POST',
    path: `${REGISTER}/check-username`,
    operationId: 'checkUsername',
    summary: '아이디 중복 확인',
    tags,
    auth: 'public',
    body: checkUsernameBodySchema,
    response: { 200: checkUsernameResponseSchema, ...publicErrors },
  },
  registerInit: {
    method: 'POST',
    path: `${REGISTER}/init`,
    operationId: 'startRegistration',
    summary: '회원가입 시작 (휴대폰 인증)',
    tags,
    auth: 'public',
    body: registerInitBodySchema,
    response: { 200: registrationGrantSchema, ...publicErrors, 409: errorBodySchema },
  },
  registerInitCi: {
    method: 'POST',
    path: `${REGISTER}/init-ci`,
    operationId: 'startRegistrationWithCi',
    summary: '회원가입 시작 (본인 인증)',
    tags,
    auth: 'public',
    body: registerInitCiBodySchema,
    response: { 200: registrationGrantSchema, ...publicErrors, 409: errorBodySchema, 501: errorBodySchema },
  },
  registerProcess: {
    method: 'POST',
    path: `${REGISTER}/process`,
    operationId: 'completeRegistration',
    summary: '회원가입 완료 (휴대폰 인증)',
    tags,
    auth: 'public',
    body: registerProcessBodySchema,
    response: { 201: registeredMemberSchema, ...publicErrors, 409: errorBodySchema },
  },
  registerProcessCi: {
    method: 'POST',
    path: `${REGISTER}/process-ci`,
    operationId: 'completeRegistrationWithCi',
    summary: '회원가입 완료 (본인 인증)',
    tags,
    auth: 'public',
    body: registerProcessBodySchema,
    response: { 201: registeredMemberSchema, ...publicErrors, 409: errorBodySchema },
  },
  connectOauth: {
    method: 'POST',
    path: `${REGISTER}/connect-oauth`,
    operationId: 'connectOauthAccount',
    summary: '소셜 계정 연결 (지원하지 않음: 501)',
    tags,
    auth: 'public',
    response: { 501: errorBodySchema },
  },
  connectOauthCi: {
    method: 'POST',
    path: `${REGISTER}/connect-oauth-ci`,
    operationId: 'connectOauthAccountWithCi',
    summary: '소셜 계정 연결, 본인 인증 (지원하지 않음: 501)',
    tags,
    auth: 'public',
    response: { 501: errorBodySchema },
  },
  marketingInfo: {
    method: 'PATCH',
    path: `${REGISTER}/marketing-info`,
    operationId: 'updateRegistrationMarketingConsent',
    summary: '마케팅 수신 동의',
    tags,
    auth: 'public',
    body: marketingInfoBodySchema,
    response: { 204: noContentSchema, ...publicErrors },
  },
  findUsername: {
    method: 'POST',
    path: `${FIND}/username`,
    operationId: 'findUsername',
    summary: '아이디 찾기 (휴대폰 인증)',
    tags,
    auth: 'public',
    body: findUsernameBodySchema,
    response: { 200: foundUsernameSchema, ...publicErrors, 404: errorBodySchema },
  },
  findUsernameCi: {
    method: 'POST',
    path: `${FIND}/username-ci`,
    operationId: 'findUsernameWithCi',
    summary: '아이디 찾기 (본인 인증)',
    tags,
    auth: 'public',
    body: findUsernameCiBodySchema,
    response: { 200: foundUsernameSchema, ...publicErrors, 404: errorBodySchema, 501: errorBodySchema },
  },
  passwordInit: {
    method: 'POST',
    path: `${FIND}/password/init`,
    operationId: 'startPasswordReset',
    summary: '비밀번호 재설정 시작 (휴대폰 인증)',
    tags,
    auth: 'public',
    body: passwordInitBodySchema,
    response: { 200: passwordResetGrantSchema, ...publicErrors, 404: errorBodySchema },
  },
  passwordInitCi: {
    method: 'POST',
    path: `${FIND}/password/init-ci`,
    operationId: 'startPasswordResetWithCi',
    summary: '비밀번호 재설정 시작 (본인 인증)',
    tags,
    auth: 'public',
    body: passwordInitCiBodySchema,
    response: { 200: passwordResetGrantSchema, ...publicErrors, 404: errorBodySchema, 501: errorBodySchema },
  },
  passwordProcess: {
    method: 'POST',
    path: `${FIND}/password/process`,
    operationId: 'completePasswordReset',
    summary: '비밀번호 재설정 완료 (모든 기기에서 로그아웃)',
    tags,
    auth: 'public',
    body: passwordProcessBodySchema,
    response: { 204: noContentSchema, ...publicErrors },
  },
});

export type PhoneVerificationCreateBody = z.infer<typeof phoneVerificationCreateBodySchema>;
export type RegisterProcessBody = z.infer<typeof registerProcessBodySchema>;
export type MarketingInfoBody = z.infer<typeof marketingInfoBodySchema>;

/** Spec §3 Member grade. */
export const memberGradeSchema = z.object({ name: z.string(), iconUrl: z.string() });

/**
 * Spec §3 Member, plus the fields the account screens need (username, marketing agreements, whether a CI is on
 * file). grade and defaultAddress are null when there is none (spec §4 "grade null").
 */
export const memberInfoSchema = z.object({
  name: z.string(),
  phoneNumber: z.string(),
  grade: z.nullable(memberGradeSchema),
  membershipCouponCount: countSchema,
  ecouponCount: countSchema,
  pointAmount: z.number().check(z.int()),
  defaultAddress: z.nullable(z.object({ fullAddress: z.string(), detailAddress: z.string() })),
  username: z.string(),
  smsMarketingAgreed: z.boolean(),
  emailMarketingAgreed: z.boolean(),
  pushMarketingAgreed: z.boolean(),
  ciVerified: z.boolean(),
});

/** PUT /member/info: the name, and the marketing agreements that are sent (absent ones stay). */
export const memberInfoUpdateBodySchema = z.object({ name: personNameSchema, ...marketingFlags });

/**
 * PUT /member/info/password: the three fields of the spec §5 popup (confirmation optional on the wire: when sent it
 * must equal newPassword). Afterwards the member's other sessions end.
 */
export const memberPasswordBodySchema = z.object({
  oldPassword: z
    .string({ error: ACCOUNT_FIELD_MESSAGES.oldPasswordRequired })
    .check(
      z.minLength(1, ACCOUNT_FIELD_MESSAGES.oldPasswordRequired),
      z.maxLength(PASSWORD_MAX_LENGTH, ACCOUNT_FIELD_MESSAGES.passwordTooLong),
    ),
  newPassword: newPasswordSchema,
  confirmation: z.optional(z.string({ error: PASSWORD_MESSAGES.confirmationRequired })),
});

/** PUT /member/info/phone: the new phone, proved with its code. Afterwards the member's other sessions end. */
export const memberPhoneBodySchema = z.object({ phoneNumber: phoneNumberSchema, authCode: authCodeSchema });

/** PATCH /member/info/ci: record the person's CI from the identity iframe. */
export const memberCiBodySchema = z.object({ ciToken: ciTokenSchema });

/**
 * A membership grade as the guide lists it (lowest first); points earned are pointRatePercent of the paid amount.
 * minOrderCount: completed orders in the last six months that qualify; monthlyCoupon: the coupon given each month
 * in the grade ('' for none).
 */
export const membershipGradeSchema = z.object({
  id: z.number().check(z.int()),
  name: z.string(),
  iconUrl: z.string(),
  description: z.string(),
  pointRatePercent: z.number().check(z.int()),
  minOrderCount: z.number().check(z.int(), z.nonnegative()),
  monthlyCoupon: z.string(),
});

/** GET /membership/grade/my: the member's grade and their completed orders in the last six months (ours). */
export const myMembershipGradeSchema = z.extend(membershipGradeSchema, { recentOrderCount: z.number().check(z.int()) });

/** GET /point?page&size: newest first, 20 a page by default, 100 at most (ours); bad values are 400 with the field. */
export const pointQuerySchema = pageQuerySchema(20, 100);

/**
 * One movement of points, integer P: earned (a completed order, a gift) or refunded (an order using points was
 * cancelled) positive, spent or expired negative. orderId/orderNo name the order it belongs to (null: a gift or an
 * expiry); expiresAt is when an earning lapses (null: a debit).
 */
export const pointEntrySchema = z.object({
  id: z.number().check(z.int()),
  kind: z.enum(['earned', 'spent', 'refunded', 'expired']),
  description: z.string(),
  amount: z.number().check(z.int()),
  occurredAt: instantSchema,
  expiresAt: z.nullable(instantSchema),
  orderId: z.nullable(z.number().check(z.int())),
  orderNo: z.nullable(z.string()),
});

export const pointPageSchema = pageOf(pointEntrySchema);

/** Spec §3 "Points held: currentPoint"; expiringPoint lapses within the next 30 days (소멸 예정, ours). */
export const pointStatusSchema = z.object({
  currentPoint: z.number().check(z.int()),
  expiringPoint: z.number().check(z.int()),
});

/**
 * Spec §3 hpcPointState.status: SUCCESS (currentPoint set), CI_REQUIRED, NOT_HPC_MEMBER, or a partner status kept
 * raw (then currentPoint is null).
 */
export const happyPointInfoSchema = z.object({
  status: z.string(),
  currentPoint: z.nullable(z.number().check(z.int())),
});

/** What a member-only call answers besides success: bad input, no session, a non-member session, no such thing. */
const memberErrors = { 401: errorBodySchema, 403: errorBodySchema } as const;
const MEMBER = `${ACCOUNT_PREFIX}/member/info`;

export const memberEndpoints = defineEndpoints({
  info: {
    method: 'GET',
    path: MEMBER,
    operationId: 'getMemberInfo',
    summary: '내 정보 (회원)',
    tags: ['member'],
    auth: 'session',
    response: { 200: memberInfoSchema, ...memberErrors },
  },
  updateInfo: {
    method: 'PUT',
    path: MEMBER,
    operationId: 'updateMemberInfo',
    summary: '내 정보 수정 (이름, 마케팅 수신 동의)',
    tags: ['member'],
    auth: 'session',
    body: memberInfoUpdateBodySchema,
    response: { 200: memberInfoSchema, 400: errorBodySchema, ...memberErrors },
  },
  resign: {
    method: 'DELETE',
    path: MEMBER,
    operationId: 'resignMember',
    summary: '회원 탈퇴 (모든 기기에서 로그아웃)',
    tags: ['member'],
    auth: 'session',
    response: { 204: noContentSchema, ...memberErrors },
  },
  changePassword: {
    method: 'PUT',
    path: `${MEMBER}/password`,
    operationId: 'changeMemberPassword',
    summary: '비밀번호 변경 (다른 기기에서 로그아웃)',
    tags: ['member'],
    auth: 'session',
    body: memberPasswordBodySchema,
    response: { 204: noContentSchema, 400: errorBodySchema, ...memberErrors, 429: errorBodySchema },
  },
  changePhone: {
    method: 'PUT',
    path: `${MEMBER}/phone`,
    operationId: 'changeMemberPhone',
    summary: '휴대폰 번호 변경 (다른 기기에서 로그아웃)',
    tags: ['member'],
    auth: 'session',
    body: memberPhoneBodySchema,
    response: {
      204: noContentSchema,
      400: errorBodySchema,
      ...memberErrors,
      409: errorBodySchema,
      429: errorBodySchema,
    },
  },
  updateCi: {
    method: 'PATCH',
    path: `${MEMBER}/ci`,
    operationId: 'updateMemberCi',
    summary: '본인 인증 정보 등록',
    tags: ['member'],
    auth: 'session',
    body: memberCiBodySchema,
    response: {
      204: noContentSchema,
      400: errorBodySchema,
      ...memberErrors,
      409: errorBodySchema,
      501: errorBodySchema,
    },
  },
  myGrade: {
    method: 'GET',
    path: `${ACCOUNT_PREFIX}/membership/grade/my`,
    operationId: 'getMyMembershipGrade',
    summary: '내 멤버십 등급 (등급이 없으면 404 ELEMENT_NOT_FOUND)',
    tags: ['member'],
    auth: 'session',
    response: { 200: myMembershipGradeSchema, ...memberErrors, 404: errorBodySchema },
  },
  grades: {
    method: 'GET',
    path: `${ACCOUNT_PREFIX}/membership/grade`,
    operationId: 'listMembershipGrades',
    summary: '멤버십 등급 안내 (낮은 등급부터)',
    tags: ['member'],
    auth: 'public',
    response: { 200: z.array(membershipGradeSchema) },
  },
  points: {
    method: 'GET',
    path: `${ACCOUNT_PREFIX}/point`,
    operationId: 'listPointHistory',
    summary: '포인트 내역 (최신순, 적립·사용·취소 환불·소멸과 그 주문)',
    tags: ['member'],
    auth: 'session',
    querystring: pointQuerySchema,
    response: { 200: pointPageSchema, 400: errorBodySchema, ...memberErrors },
  },
  pointStatus: {
    method: 'GET',
    path: `${ACCOUNT_PREFIX}/point/status`,
    operationId: 'getPointBalance',
    summary: '보유 포인트',
    tags: ['member'],
    auth: 'session',
    response: { 200: pointStatusSchema, ...memberErrors },
  },
  deliveryInfo: {
    method: 'GET',
    path: `${DELIVERY_PREFIX}/member/info`,
    operationId: 'getMemberDeliveryInfo',
    summary: '내 정보 (주문 화면용, 회원)',
    tags: ['member'],
    auth: 'session',
    response: { 200: memberInfoSchema, ...memberErrors },
  },
  happyPoint: {
    method: 'GET',
    path: `${DELIVERY_PREFIX}/point/hpc/info`,
    operationId: 'getHappyPointStatus',
    summary: '해피포인트 연동 상태',
    tags: ['member'],
    auth: 'session',
    response: { 200: happyPointInfoSchema, ...memberErrors },
  },
});

export type MemberInfoWire = z.infer<typeof memberInfoSchema>;
export type MembershipGradeWire = z.infer<typeof membershipGradeSchema>;
export type MyMembershipGradeWire = z.infer<typeof myMembershipGradeSchema>;
export type PointEntryWire = z.infer<typeof pointEntrySchema>;
export type HappyPointInfoWire = z.infer<typeof happyPointInfoSchema>;
