import { makeAutoObservable, runInAction } from 'mobx';
import type { MarketingConsent, MemberProfile } from '../../../../../application/ports/member-account';
import type { ChangePassword } from '../../../../../application/use-cases/change-password';
import type { ChangePhone } from '../../../../../application/use-cases/change-phone';
import type { PhoneProof } from '../../../../../application/use-cases/confirm-verification-code';
import type { ConnectIdentity } from '../../../../../application/use-cases/connect-identity';
import type { ReadMyInfo } from '../../../../../application/use-cases/read-my-info';
import type { Resign } from '../../../../../application/use-cases/resign';
import type { UpdateMarketingAgreements } from '../../../../../application/use-cases/update-marketing-agreements';
import type { NewPasswordValues } from '../../../components/new-password/new-password.view-model';
import { maskPhoneNumber } from '../orders/mypage-orders.view-model';
import { MY_INFO_TEXT as T } from './my-info-text';

export interface MyInfoDeps {
  readonly readMyInfo: Pick<ReadMyInfo, 'execute'>;
  readonly updateMarketing: Pick<UpdateMarketingAgreements, 'execute'>;
  readonly changePassword: Pick<ChangePassword, 'execute'>;
  readonly changePhone: Pick<ChangePhone, 'execute'>;
  readonly connectIdentity: Pick<ConnectIdentity, 'execute'>;
  readonly resign: Pick<Resign, 'execute'>;
  /** The shell's member figures are read again after a change (name, phone, points shown in the header). */
  readonly reloadMember: () => Promise<void>;
  readonly effects: {
    /** A full page load (resigning ends the session: the page starts afresh at /reset). */
    reload(to: string): void;
  };
  readonly log?: (message: string, error: unknown) => void;
}

export type MyInfoView = 'loading' | 'ready' | 'members-only' | 'failed';
export type MyInfoDialog = 'password' | 'phone' | 'identity' | 'resign' | null;
export type MarketingChannel = keyof MarketingConsent;

/**
 * Spec §2 /mypage 내 정보 (members): the account (name, username, masked phone, grade, 본인 인증), the marketing
 * agreements saved as they are toggled, and the popups for the password, the phone, 본인 인증 and 회원 탈퇴.
 */
export class MyInfoViewModel {
  view: MyInfoView = 'loading';
  profile: MemberProfile | null = null;
  dialog: MyInfoDialog = null;
  savingMarketing = false;
  resigning = false;
  changingPhone = false;
  /** The alert over the page (a success or a refusal), null when none. */
  notice: string | null = null;
  /** Said politely next to the switches once saved (an alert per switch would be in the way). */
  marketingStatus: string | null = null;

  constructor(private readonly deps: MyInfoDeps) {
    makeAutoObservable<MyInfoViewModel, 'deps'>(this, { deps: false });
  }

  async load(): Promise<void> {
    try {
      const result = await this.deps.readMyInfo.execute();
      runInAction(() => {
        if (result.kind === 'members-only') {
          this.view = 'members-only';
          return;
        }
        this.profile = result.profile;
        this.view = 'ready';
      });
    } catch (error) {
      this.log('내 정보 could not be read', error);
      runInAction(() => {
        this.view = 'failed';
      });
    }
  }

  get maskedPhone(): string {
    return this.profile === null ? '' : maskPhoneNumber(this.profile.member.phoneNumber);
  }

  get gradeName(): string {
    return this.profile?.member.grade?.name ?? T.noGrade;
  }

  /** Spec §2: 본인 인증 is offered while the member has no CI on file. */
  get offersIdentity(): boolean {
    return this.profile !== null && !this.profile.ciVerified;
  }

  open(dialog: Exclude<MyInfoDialog, null>): void {
    this.dialog = dialog;
  }

  close(): void {
    if (!this.resigning && !this.changingPhone) this.dialog = null;
  }

  dismissNotice(): void {
    this.notice = null;
  }

  /** Saves the agreements with one channel toggled; on a refusal or an outage the switch goes back. */
  async toggleMarketing(channel: MarketingChannel): Promise<void> {
    const profile = this.profile;
    if (profile === null || this.savingMarketing) return;
    const before = profile.marketing;
    const marketing = { ...before, [channel]: !before[channel] };
    this.profile = { ...profile, marketing };
    this.savingMarketing = true;
    this.marketingStatus = null;
    try {
      const result = await this.deps.updateMarketing.execute({ name: profile.member.name, marketing });
      runInAction(() => {
        if (result.kind === 'saved') this.marketingStatus = T.marketingSaved;
        else this.restoreMarketing(before, result.message);
      });
    } catch (error) {
      this.log('marketing agreements could not be saved', error);
      runInAction(() => this.restoreMarketing(before, T.failed));
    } finally {
      runInAction(() => {
        this.savingMarketing = false;
      });
    }
  }

  /** The password popup's confirm: null closes it with the success notice, else the message it shows. */
  submitPassword = async (values: NewPasswordValues): Promise<string | null> => {
    const result = await this.deps.changePassword.execute(values);
    if (result.kind === 'changed') {
      runInAction(() => {
        this.dialog = null;
        this.notice = T.passwordChanged;
      });
      return null;
    }
    if (result.kind === 'rejected') return result.message;
    return Object.values(result.errors)[0] ?? T.failed;
  };

  /** The phone-verification popup proved the new phone: PUT /member/info/phone spends its code. */
  async phoneVerified(proof: PhoneProof): Promise<void> {
    this.changingPhone = true;
    try {
      const result = await this.deps.changePhone.execute({ phoneNumber: proof.phoneNumber, authCode: proof.authCode });
      if (result.kind === 'changed') await this.deps.reloadMember();
      runInAction(() => {
        if (result.kind === 'changed' && this.profile !== null) {
          this.profile = { ...this.profile, member: { ...this.profile.member, phoneNumber: result.phoneNumber } };
        }
        this.notice = result.kind === 'changed' ? T.phoneChanged : result.message;
      });
    } catch (error) {
      this.log('the phone could not be changed', error);
      runInAction(() => {
        this.notice = T.failed;
      });
    } finally {
      runInAction(() => {
        this.changingPhone = false;
        this.dialog = null;
      });
    }
  }

  /** The identity popup proved the person: PATCH /member/info/ci records their CI. */
  async identityVerified(ciToken: string): Promise<void> {
    this.dialog = null;
    try {
      const result = await this.deps.connectIdentity.execute({ ciToken });
      runInAction(() => {
        if (result.kind === 'connected' && this.profile !== null) this.profile = { ...this.profile, ciVerified: true };
        this.notice = result.kind === 'connected' ? T.identityConnected : result.message;
      });
    } catch (error) {
      this.log('the identity could not be connected', error);
      runInAction(() => {
        this.notice = T.failed;
      });
    }
  }

  identityFailed(message: string): void {
    this.dialog = null;
    this.notice = message;
  }

  /** 회원 탈퇴 confirmed: the account and the session end, and the page reloads at /reset. */
  async confirmResign(): Promise<void> {
    if (this.resigning) return;
    this.resigning = true;
    try {
      const result = await this.deps.resign.execute();
      this.deps.effects.reload(result.to);
    } catch (error) {
      this.log('resigning failed', error);
      runInAction(() => {
        this.resigning = false;
        this.dialog = null;
        this.notice = T.failed;
      });
    }
  }

  private restoreMarketing(before: MarketingConsent, message: string): void {
    if (this.profile !== null) this.profile = { ...this.profile, marketing: before };
    this.notice = message;
  }

  private log(message: string, error: unknown): void {
    (this.deps.log ?? ((m, e) => console.error(m, e)))(message, error);
  }
}
