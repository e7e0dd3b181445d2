import { makeAutoObservable, runInAction } from 'mobx';
import type { CheckUsername } from '../../../../../application/use-cases/check-username';
import type { RegisterMember, SignUpField } from '../../../../../application/use-cases/register-member';
import type { FieldErrors } from '../../../../../domain/validation/field-errors';
import { hasNoErrors } from '../../../../../domain/validation/field-errors';
import { validatePasswordPair } from '../../../../../domain/validation/password-pair';
import { type UsernameCheck, usernameError } from '../../../../../domain/validation/username';
import { JOIN_TEXT } from './join-text';
import type { SignUpTicket } from './sign-up-ticket';

export interface JoinVerifyDeps {
  readonly checkUsername: Pick<CheckUsername, 'execute'>;
  readonly register: Pick<RegisterMember, 'execute'>;
  /** Reads the session again (the shared session store), so every screen sees the new member. */
  readonly refreshSession: () => Promise<void>;
}

/** The finished sign-up: who joined, and whether they are signed in now. */
export interface SignUpDone {
  readonly name: string;
  readonly signedIn: boolean;
}

/**
 * /member/join/verify: after the verification, the account form: 아이디 with 중복 확인, 비밀번호 and 비밀번호 확인
 * (spec §5 rule and mismatch messages), 이름 prefilled from the proof. Submitting registers (process) and signs in;
 * the welcome shows before the shared session is read again (leave), since the spec §4 guard sends a new member
 * without a default address on to /address/permission as soon as the session store knows them.
 */
export class JoinVerifyViewModel {
  username = '';
  usernameCheck: UsernameCheck = 'unchecked';
  /** The 중복 확인 answer for the current id (available, taken, invalid or a refusal). */
  checkMessage: string | null = null;
  checking = false;
  password = '';
  confirmation = '';
  readonly touched: Record<SignUpField, boolean> = { username: false, password: false, confirmation: false };
  /** A server refusal of the id (taken since the check) shown on the id field. */
  usernameRefusal: string | null = null;
  submitting = false;
  error: string | null = null;
  done: SignUpDone | null = null;
  private left = false;

  constructor(
    private readonly deps: JoinVerifyDeps,
    readonly ticket: SignUpTicket | null,
  ) {
    makeAutoObservable<JoinVerifyViewModel, 'deps' | 'left'>(this, { deps: false, ticket: false, left: false });
  }

  get name(): string {
    return this.ticket?.grant.name ?? '';
  }

  get errors(): FieldErrors<SignUpField> {
    const pair = validatePasswordPair({ password: this.password, confirmation: this.confirmation });
    const errors: FieldErrors<SignUpField> = { ...pair.errors };
    const idError = this.usernameRefusal ?? usernameError(this.username, this.usernameCheck);
    if (idError !== undefined) errors.username = idError;
    return errors;
  }

  /** A field's message once it was typed in (or a submit was tried). */
  errorOf(field: SignUpField): string | undefined {
    return this.touched[field] ? this.errors[field] : undefined;
  }

  /** The id line under the field: the 중복 확인 answer when it is good news, else the error. */
  get usernameHint(): string | undefined {
    return this.usernameCheck === 'available' && this.usernameRefusal === null
      ? (this.checkMessage ?? undefined)
      : undefined;
  }

  get canCheck(): boolean {
    return this.username.trim() !== '' && !this.checking && this.usernameCheck === 'unchecked';
  }

  get canSubmit(): boolean {
    return this.ticket !== null && hasNoErrors(this.errors) && !this.submitting && this.done === null;
  }

  /** A new id needs a new 중복 확인. */
  setUsername(username: string): void {
    if (username === this.username) return;
    this.username = username;
    this.usernameCheck = 'unchecked';
    this.checkMessage = null;
    this.usernameRefusal = null;
  }

  setPassword(password: string): void {
    this.password = password;
    this.touched.password = true;
  }

  setConfirmation(confirmation: string): void {
    this.confirmation = confirmation;
    this.touched.confirmation = true;
  }

  /** A field left: its message may show. */
  touch(field: SignUpField): void {
    this.touched[field] = true;
  }

  async check(): Promise<void> {
    if (!this.canCheck) return;
    const asked = this.username;
    this.checking = true;
    try {
      const result = await this.deps.checkUsername.execute(asked);
      runInAction(() => {
        if (this.username !== asked) return;
        this.touched.username = true;
        this.checkMessage = result.message;
        if (result.kind === 'available' || result.kind === 'taken') this.usernameCheck = result.kind;
        else this.usernameRefusal = result.message;
      });
    } catch (error) {
      console.error('id check failed', error);
      runInAction(() => {
        this.error = JOIN_TEXT.failed;
      });
    } finally {
      runInAction(() => {
        this.checking = false;
      });
    }
  }

  /**
   * Leaving the welcome: the shared session is read again, so the header greets the member (and the spec §4 guard
   * may then ask a member without a default address for one).
   */
  async leave(): Promise<void> {
    if (this.done?.signedIn !== true || this.left) return;
    this.left = true;
    try {
      await this.deps.refreshSession();
    } catch (error) {
      console.error('session could not be read after sign-up', error);
    }
  }

  async submit(): Promise<void> {
    const ticket = this.ticket;
    if (ticket === null || this.submitting || this.done !== null) return;
    this.touched.username = this.touched.password = this.touched.confirmation = true;
    if (!hasNoErrors(this.errors)) return;
    this.submitting = true;
    this.error = null;
    try {
      const result = await this.deps.register.execute({
        method: ticket.method,
        token: ticket.grant.token,
        name: ticket.grant.name,
        username: this.username,
        usernameCheck: this.usernameCheck,
        password: this.password,
        confirmation: this.confirmation,
        marketing: ticket.marketing,
      });
      runInAction(() => {
        if (result.kind === 'registered') this.done = { name: result.name, signedIn: result.signedIn };
        else if (result.kind === 'rejected' && result.field === 'username') this.usernameRefusal = result.message;
        else if (result.kind === 'rejected') this.error = result.message;
      });
    } catch (error) {
      console.error('sign-up failed', error);
      runInAction(() => {
        this.error = JOIN_TEXT.failed;
      });
    } finally {
      runInAction(() => {
        this.submitting = false;
      });
    }
  }
}
