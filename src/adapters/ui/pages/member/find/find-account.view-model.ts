import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { PhoneProof } from '../../../../../application/use-cases/confirm-verification-code';
import type { FindUsername } from '../../../../../application/use-cases/find-username';
import type { ResetPassword } from '../../../../../application/use-cases/reset-password';
import type { StartPasswordReset } from '../../../../../application/use-cases/start-password-reset';
import type { IdentityProof } from '../../../../../application/use-cases/start-registration';
import type { IdentityVerifyType } from '../../../../../contract/account';
import type { NewPasswordValues } from '../../../components/new-password/new-password.view-model';
import { FIND_TEXT } from './find-text';

export type FindTab = 'username' | 'password';
export type FindVerification = 'none' | 'phone' | 'identity';

export interface FindAccountDeps {
  readonly findUsername: Pick<FindUsername, 'execute'>;
  readonly startReset: Pick<StartPasswordReset, 'execute'>;
  readonly resetPassword: Pick<ResetPassword, 'execute'>;
}

/** The found id (masked) and the join date (YYYY.MM.DD). */
export interface FoundAccount {
  readonly username: string;
  readonly joinedOn: string;
}

/** The tab a ?tab= query asks for: password, else the id tab. */
export function tabOfQuery(search: string): FindTab {
  return new URLSearchParams(search).get('tab') === 'password' ? 'password' : 'username';
}

/**
 * /member/find: 아이디 찾기 (name + phone verification, or 본인 인증) shows the masked id and its join date;
 * 비밀번호 찾기 (id + phone verification, or 본인 인증) opens the new-password popup and then links to the login.
 */
export class FindAccountViewModel {
  tab: FindTab;
  verification: FindVerification = 'none';
  busy = false;
  error: string | null = null;
  found: FoundAccount | null = null;
  /** 비밀번호 찾기: the id typed, the reset grant while the new-password popup is open, and the end. */
  username = '';
  resetToken: string | null = null;
  resetDone = false;

  constructor(
    private readonly deps: FindAccountDeps,
    tab: FindTab = 'username',
  ) {
    this.tab = tab;
    makeAutoObservable<FindAccountViewModel, 'deps'>(this, { deps: false, found: observableRef });
  }

  /** Spec §7: the identity service is told why (ours: one verify type per purpose). */
  get verifyType(): IdentityVerifyType {
    return this.tab === 'username' ? 'FIND_USERNAME_CI_VERIFY' : 'FIND_PASSWORD_CI_VERIFY';
  }

  get canVerify(): boolean {
    return !this.busy && (this.tab === 'username' || this.username.trim() !== '');
  }

  selectTab(tab: FindTab): void {
    if (tab === this.tab) return;
    this.tab = tab;
    this.verification = 'none';
    this.error = null;
  }

  setUsername(username: string): void {
    this.username = username;
    this.error = null;
  }

  choose(verification: Exclude<FindVerification, 'none'>): void {
    if (!this.canVerify) return;
    this.error = null;
    this.verification = verification;
  }

  closeVerification(): void {
    if (!this.busy) this.verification = 'none';
  }

  /** 다시 찾기: back to the tab's start. */
  restart(): void {
    this.found = null;
    this.resetDone = false;
    this.error = null;
  }

  verifiedByPhone(proof: PhoneProof): Promise<void> {
    return this.verified({ kind: 'phone', name: proof.name, phoneNumber: proof.phoneNumber, authCode: proof.authCode });
  }

  verifiedByIdentity(ciToken: string): Promise<void> {
    return this.verified({ kind: 'ci', ciToken });
  }

  identityFailed(message: string): void {
    this.verification = 'none';
    this.error = message;
  }

  closeNewPassword(): void {
    this.resetToken = null;
  }

  /** The new-password popup's confirm: null when reset (the popup closes), else the message it shows. */
  async submitNewPassword(values: NewPasswordValues): Promise<string | null> {
    const token = this.resetToken;
    if (token === null) return FIND_TEXT.failed;
    const result = await this.deps.resetPassword.execute({
      token,
      password: values.newPassword,
      confirmation: values.confirmation,
    });
    if (result.kind === 'rejected') return result.message;
    if (result.kind === 'invalid') return Object.values(result.errors)[0] ?? FIND_TEXT.failed;
    runInAction(() => {
      this.resetToken = null;
      this.resetDone = true;
    });
    return null;
  }

  private async verified(proof: IdentityProof): Promise<void> {
    this.busy = true;
    this.error = null;
    try {
      if (this.tab === 'username') await this.findUsername(proof);
      else await this.startReset(proof);
    } catch (error) {
      console.error('find account failed', error);
      runInAction(() => {
        this.error = FIND_TEXT.failed;
      });
    } finally {
      runInAction(() => {
        this.busy = false;
        this.verification = 'none';
      });
    }
  }

  private async findUsername(proof: IdentityProof): Promise<void> {
    const result = await this.deps.findUsername.execute(proof);
    runInAction(() => {
      if (result.kind === 'found') this.found = { username: result.username, joinedOn: result.joinedOn };
      else this.error = result.message;
    });
  }

  private async startReset(proof: IdentityProof): Promise<void> {
    const result = await this.deps.startReset.execute({ username: this.username, proof });
    runInAction(() => {
      if (result.kind === 'granted') this.resetToken = result.token;
      else this.error = result.message;
    });
  }
}
