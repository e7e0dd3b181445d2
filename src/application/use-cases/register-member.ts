import type { FieldErrors } from '../../domain/validation/field-errors';
import { hasNoErrors } from '../../domain/validation/field-errors';
import { validatePasswordPair } from '../../domain/validation/password-pair';
import { type UsernameCheck, usernameError } from '../../domain/validation/username';
import type { AccountRegistration, MarketingAgreements, RegistrationMethod } from '../ports/account-registration';
import type { SessionGateway } from '../ports/session-gateway';

export type SignUpField = 'username' | 'password' | 'confirmation';

export interface RegisterMemberInput {
  readonly method: RegistrationMethod;
  /** The grant token of StartRegistration. */
  readonly token: string;
  /** The proved name (the grant's). */
  readonly name: string;
  readonly username: string;
  /** What 중복 확인 said about this exact id. */
  readonly usernameCheck: UsernameCheck;
  readonly password: string;
  readonly confirmation: string;
  readonly marketing: MarketingAgreements;
}

export type RegisterMemberResult =
  /** Spec §5 form rules: nothing was sent. */
  | { readonly kind: 'invalid'; readonly errors: FieldErrors<SignUpField> }
  /** The server refused (id taken, grant expired…): its Korean message and the field it names, if one of ours. */
  | { readonly kind: 'rejected'; readonly message: string; readonly field: SignUpField | null }
  /** The account exists; signedIn says whether the member sign-in after it worked. */
  | { readonly kind: 'registered'; readonly name: string; readonly username: string; readonly signedIn: boolean };

const FORM_FIELDS: readonly string[] = ['username', 'password', 'confirmation'];

/**
 * Spec §4 registration step 2 (/member/register/process or /process-ci): the id (checked available), the password
 * typed twice (spec §5 rule), the marketing agreements (PATCH marketing-info, spec §3), then the member signs in
 * with the member provider so the storefront greets them signed in.
 */
export class RegisterMember {
  constructor(
    private readonly registration: Pick<AccountRegistration, 'process' | 'updateMarketing'>,
    private readonly sessions: Pick<SessionGateway, 'signIn'>,
  ) {}

  async execute(input: RegisterMemberInput): Promise<RegisterMemberResult> {
    const pair = validatePasswordPair({ password: input.password, confirmation: input.confirmation });
    const errors: FieldErrors<SignUpField> = { ...pair.errors };
    const idError = usernameError(input.username, input.usernameCheck);
    if (idError !== undefined) errors.username = idError;
    if (!hasNoErrors(errors)) return { kind: 'invalid', errors };

    const marketing = await this.registration.updateMarketing(input.token, input.marketing);
    if (marketing.kind === 'rejected') return { kind: 'rejected', message: marketing.message, field: null };
    const username = input.username.trim();
    const registered = await this.registration.process(input.method, {
      token: input.token,
      username,
      password: input.password,
      name: input.name,
    });
    if (registered.kind === 'rejected') {
      const field = FORM_FIELDS.includes(registered.field ?? '') ? (registered.field as SignUpField) : null;
      return { kind: 'rejected', message: registered.message, field };
    }
    const signedIn = await this.signIn(registered.username, input.password);
    return { kind: 'registered', name: registered.name, username: registered.username, signedIn };
  }

  /** The account exists whatever happens here: a refused or failed sign-in only sends the member to log in. */
  private async signIn(username: string, password: string): Promise<boolean> {
    try {
      return (await this.sessions.signIn({ provider: 'member', username, password })).kind === 'signed-in';
    } catch {
      return false;
    }
  }
}
