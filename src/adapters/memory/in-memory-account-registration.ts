import type {
  AccountRegistration,
  MarketingAgreements,
  MarketingResult,
  RegisterResult,
  RegistrationGrantResult,
  RegistrationMethod,
  UsernameCheckResult,
} from '../../application/ports/account-registration';
import { ACCOUNT_ERROR_CODES, ACCOUNT_FIELD_MESSAGES } from '../../contract/account';
import { isPasswordRuleMet, PASSWORD_MESSAGES } from '../../domain/validation/password';
import { isNonBlankName } from '../../domain/validation/phone-verification';
import { isUsername, USERNAME_MESSAGES } from '../../domain/validation/username';
import {
  createMember,
  identityOfCiToken,
  isUsernameTaken,
  type MemoryIdentity,
  membersOf,
  rejection,
  spendPhoneCode,
} from './memory-account-proofs';
import type { MemoryBackend } from './memory-backend';

/** How long a sign-up grant lasts, ms (ours, as the server: 30 minutes to choose an id and a password). */
export const REGISTRATION_GRANT_MS = 30 * 60_000;

export const REGISTRATION_REFUSALS = {
  alreadyMember: '이미 가입된 회원이에요. 아이디 찾기를 이용해주세요.',
  keyUsed: '이미 처리된 가입 요청이에요. 처음부터 다시 진행해주세요.',
  tokenInvalid: '인증 시간이 지났거나 이미 처리된 요청이에요. 처음부터 다시 진행해주세요.',
  ciInvalid: '본인 인증 정보가 올바르지 않거나 만료되었어요. 다시 인증해주세요.',
  identityMismatch: '인증하신 이름이나 휴대폰 번호와 다릅니다.',
} as const;

interface GrantRecord extends MemoryIdentity {
  readonly method: RegistrationMethod;
  readonly expiresAtMs: number;
  used: boolean;
  marketing: MarketingAgreements | null;
}

const C = ACCOUNT_ERROR_CODES;

/**
 * Sign-up over the memory backend: codes are spent from the memory PhoneVerification's records, ciTokens are
 * memory ones (memoryCiToken), a registered member can sign in with the memory SessionGateway at once.
 */
export class InMemoryAccountRegistration implements AccountRegistration {
  private readonly grants = new Map<string, GrantRecord>();
  private readonly usedKeys = new Set<string>();
  /** The marketing agreements recorded per username (read by tests; the memory backend has no other reader). */
  readonly marketingByUsername = new Map<string, MarketingAgreements>();

  constructor(private readonly backend: MemoryBackend) {}

  async checkUsername(username: string): Promise<UsernameCheckResult> {
    if (!isUsername(username)) return rejection('BAD_REQUEST', USERNAME_MESSAGES.invalid, 'username');
    return { kind: 'checked', available: !this.isTaken(username) };
  }

  async init(input: {
    name: string;
    phoneNumber: string;
    authCode: string;
    registrationKey: string;
  }): Promise<RegistrationGrantResult> {
    if (this.usedKeys.has(input.registrationKey))
      return rejection(C.REGISTRATION_KEY_USED, REGISTRATION_REFUSALS.keyUsed);
    const refused = spendPhoneCode(this.backend, input);
    if (refused !== null) return refused;
    return this.grant({ name: input.name.trim(), phoneNumber: input.phoneNumber }, 'phone', input.registrationKey);
  }

  async initWithCi(input: { ciToken: string; registrationKey: string }): Promise<RegistrationGrantResult> {
    const person = identityOfCiToken(input.ciToken);
    if (person === null) return rejection(C.CI_TOKEN_INVALID, REGISTRATION_REFUSALS.ciInvalid, 'ciToken');
    if (this.usedKeys.has(input.registrationKey))
      return rejection(C.REGISTRATION_KEY_USED, REGISTRATION_REFUSALS.keyUsed);
    return this.grant(person, 'ci', input.registrationKey);
  }

  async process(
    method: RegistrationMethod,
    input: { token: string; username: string; password: string; name: string },
  ): Promise<RegisterResult> {
    // The server's order: the fields (its schema), the grant, the proved person, then the id and the phone.
    const username = input.username.trim();
    if (!isUsername(username)) return rejection('BAD_REQUEST', USERNAME_MESSAGES.invalid, 'username');
    if (!isPasswordRuleMet(input.password)) return rejection('BAD_REQUEST', PASSWORD_MESSAGES.rule, 'password');
    if (!isNonBlankName(input.name)) return rejection('BAD_REQUEST', ACCOUNT_FIELD_MESSAGES.nameRequired, 'name');
    const grant = this.grants.get(input.token);
    if (grant === undefined || grant.used || grant.method !== method || grant.expiresAtMs <= this.backend.clock.now()) {
      return rejection(C.TOKEN_INVALID, REGISTRATION_REFUSALS.tokenInvalid, 'token');
    }
    // The server answers any mismatch with the proved person on phoneNumber (its identity-mismatch answer).
    if (input.name.trim() !== grant.name) {
      return rejection('BAD_REQUEST', REGISTRATION_REFUSALS.identityMismatch, 'phoneNumber');
    }
    if (this.isTaken(username)) return rejection(C.USERNAME_TAKEN, USERNAME_MESSAGES.taken, 'username');
    if (this.memberWithPhone(grant.phoneNumber))
      return rejection(C.ALREADY_MEMBER, REGISTRATION_REFUSALS.alreadyMember);
    grant.used = true;
    const { name, phoneNumber } = grant;
    createMember(this.backend, { username, password: input.password, name, phoneNumber, withCi: method === 'ci' });
    if (grant.marketing !== null) this.marketingByUsername.set(username, grant.marketing);
    return { kind: 'registered', username, name: grant.name };
  }

  async updateMarketing(token: string, agreements: MarketingAgreements): Promise<MarketingResult> {
    const grant = this.grants.get(token);
    if (grant === undefined) return rejection(C.TOKEN_INVALID, REGISTRATION_REFUSALS.tokenInvalid, 'token');
    grant.marketing = { ...agreements };
    return { kind: 'updated' };
  }

  private grant(person: MemoryIdentity, method: RegistrationMethod, registrationKey: string): RegistrationGrantResult {
    if (this.memberWithPhone(person.phoneNumber))
      return rejection(C.ALREADY_MEMBER, REGISTRATION_REFUSALS.alreadyMember);
    this.usedKeys.add(registrationKey);
    const token = `registration-${this.backend.nextId()}`;
    const expiresAtMs = this.backend.clock.now() + REGISTRATION_GRANT_MS;
    this.grants.set(token, { ...person, method, expiresAtMs, used: false, marketing: null });
    const expiresAt = new Date(expiresAtMs).toISOString();
    return { kind: 'granted', grant: { token, expiresAt, name: person.name, phoneNumber: person.phoneNumber } };
  }

  private isTaken(username: string): boolean {
    return isUsernameTaken(this.backend, username);
  }

  private memberWithPhone(phoneNumber: string): boolean {
    return membersOf(this.backend).some((member) => member.phoneNumber === phoneNumber);
  }
}
