import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { MarketingAgreements } from '../../../../../application/ports/account-registration';
import type { PhoneProof } from '../../../../../application/use-cases/confirm-verification-code';
import type { IdentityProof, StartRegistration } from '../../../../../application/use-cases/start-registration';
import {
  canStartSignUp,
  isEveryAgreementGiven,
  isEveryMarketingChannelGiven,
  NO_AGREEMENTS,
  type SignUpAgreement,
  type SignUpAgreements,
  withAgreement,
  withEveryAgreement,
  withMarketing,
} from '../../../../../domain/validation/sign-up-agreements';
import { JOIN_TEXT } from './join-text';
import type { SignUpTicket } from './sign-up-ticket';

export type JoinVerification = 'none' | 'phone' | 'identity';

/**
 * /member/join (spec §2 sign-up start): the agreements (전체 동의, two required terms, the optional ones and the
 * marketing channels), then the verification: the phone popup or the identity iframe. A proof starts the
 * registration (init / init-ci); the resulting ticket takes the customer to /member/join/verify.
 */
export class JoinViewModel {
  agreements: SignUpAgreements = NO_AGREEMENTS;
  verification: JoinVerification = 'none';
  starting = false;
  error: string | null = null;
  ticket: SignUpTicket | null = null;
  /** The client's name for this sign-up attempt (the server refuses a second sign-up with it). */
  private readonly registrationKey: string;

  constructor(
    private readonly start: Pick<StartRegistration, 'execute'>,
    newKey: () => string,
  ) {
    this.registrationKey = newKey();
    // The ticket goes into the history state: kept as the plain object it is (a MobX proxy cannot be cloned).
    makeAutoObservable<JoinViewModel, 'start' | 'registrationKey'>(this, {
      start: false,
      registrationKey: false,
      ticket: observableRef,
    });
  }

  get allAgreed(): boolean {
    return isEveryAgreementGiven(this.agreements);
  }

  get marketingAgreed(): boolean {
    return isEveryMarketingChannelGiven(this.agreements);
  }

  get canVerify(): boolean {
    return canStartSignUp(this.agreements) && !this.starting;
  }

  get marketing(): MarketingAgreements {
    return {
      smsMarketingAgreed: this.agreements.sms,
      emailMarketingAgreed: this.agreements.email,
      pushMarketingAgreed: this.agreements.push,
    };
  }

  setAll(checked: boolean): void {
    this.agreements = withEveryAgreement(checked);
  }

  set(key: SignUpAgreement, checked: boolean): void {
    this.agreements = withAgreement(this.agreements, key, checked);
  }

  setMarketing(checked: boolean): void {
    this.agreements = withMarketing(this.agreements, checked);
  }

  /** Opens the phone popup or the identity iframe; refused (with a message) until the required terms are agreed. */
  choose(verification: Exclude<JoinVerification, 'none'>): void {
    if (!canStartSignUp(this.agreements)) {
      this.error = JOIN_TEXT.requiredFirst;
      return;
    }
    this.error = null;
    this.verification = verification;
  }

  closeVerification(): void {
    if (!this.starting) this.verification = 'none';
  }

  /** The phone popup proved the phone: sign-up starts with its name, phone and code. */
  async startWithPhone(proof: PhoneProof): Promise<void> {
    await this.startWith({
      kind: 'phone',
      name: proof.name,
      phoneNumber: proof.phoneNumber,
      authCode: proof.authCode,
    });
  }

  /** The identity iframe answered a ciToken. */
  async startWithCi(ciToken: string): Promise<void> {
    await this.startWith({ kind: 'ci', ciToken });
  }

  /** The identity iframe reported an error (spec §8): shown on the page. */
  identityFailed(message: string): void {
    this.verification = 'none';
    this.error = message;
  }

  private async startWith(proof: IdentityProof): Promise<void> {
    this.starting = true;
    this.error = null;
    try {
      const result = await this.start.execute({ proof, registrationKey: this.registrationKey });
      runInAction(() => {
        if (result.kind === 'granted') {
          this.ticket = { method: result.method, grant: result.grant, marketing: this.marketing };
        } else {
          this.error = result.message;
        }
      });
    } catch (error) {
      console.error('sign-up could not start', error);
      runInAction(() => {
        this.error = JOIN_TEXT.failed;
      });
    } finally {
      runInAction(() => {
        this.starting = false;
        this.verification = 'none';
      });
    }
  }
}
