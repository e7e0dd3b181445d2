import type { SignInMemberResult } from '../../../../../application/use-cases/sign-in-member';

/** The login screen's Korean texts (ours: the spec names the screen, not its wording). */
export const LOGIN_MESSAGES = {
  title: '로그인',
  lead: '로그인하고 포인트 적립과 멤버십 쿠폰 혜택을 받아보세요.',
  usernameLabel: '아이디',
  usernamePlaceholder: '아이디를 입력해주세요',
  passwordLabel: '비밀번호',
  passwordPlaceholder: '비밀번호를 입력해주세요',
  submit: '로그인',
  findAccount: '아이디/비밀번호 찾기',
  join: '회원가입',
  continueAsGuest: '비회원으로 주문하기',
  /** A wrong username or password (Auth.js CredentialsSignin): never says which of the two was wrong. */
  wrongCredentials: '아이디 또는 비밀번호가 일치하지 않습니다. 다시 확인해주세요.',
  /** The 429 answer normally carries its own message; this is its stand-in. */
  rateLimited: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.',
  failed: '로그인하지 못했습니다. 잠시 후 다시 시도해주세요.',
  /** Spec §5 sign-in flow: a page that needs a session sent the visitor here with error=SessionRequired. */
  sessionRequired: '로그인이 필요한 서비스입니다. 로그인해주세요.',
} as const;

/** The message for a refused sign-in: wrong credentials, the rate limit (the server's text), or anything else. */
export function signInRefusalMessage(result: Exclude<SignInMemberResult, { kind: 'signed-in' }>): string {
  if (result.kind === 'wrong-credentials' || result.kind === 'incomplete') return LOGIN_MESSAGES.wrongCredentials;
  if (result.kind === 'rate-limited') return result.message ?? LOGIN_MESSAGES.rateLimited;
  return LOGIN_MESSAGES.failed;
}
