import { describe, expect, it } from 'vitest';
import {
  canStartSignUp,
  isEveryAgreementGiven,
  isEveryMarketingChannelGiven,
  NO_AGREEMENTS,
  withAgreement,
  withEveryAgreement,
  withMarketing,
} from '../../../../src/domain/validation/sign-up-agreements';

describe('the sign-up agreements', () => {
  it('sign-up starts only when both required terms are agreed', () => {
    expect(canStartSignUp(NO_AGREEMENTS)).toBe(false);
    expect(canStartSignUp(withAgreement(NO_AGREEMENTS, 'terms', true))).toBe(false);
    const both = withAgreement(withAgreement(NO_AGREEMENTS, 'terms', true), 'privacy', true);
    expect(canStartSignUp(both)).toBe(true);
    expect(isEveryAgreementGiven(both)).toBe(false);
  });

  it('전체 동의 sets every agreement, and unchecks them all again', () => {
    const all = withEveryAgreement(true);
    expect(isEveryAgreementGiven(all)).toBe(true);
    expect(canStartSignUp(all)).toBe(true);
    expect(withEveryAgreement(false)).toEqual(NO_AGREEMENTS);
  });

  it('전체 동의 shows unchecked as soon as one optional agreement is taken back', () => {
    expect(isEveryAgreementGiven(withAgreement(withEveryAgreement(true), 'push', false))).toBe(false);
  });

  it('the marketing box sets SMS, e-mail and push together and is checked only when all three are', () => {
    const marketing = withMarketing(NO_AGREEMENTS, true);
    expect([marketing.sms, marketing.email, marketing.push]).toEqual([true, true, true]);
    expect(isEveryMarketingChannelGiven(marketing)).toBe(true);
    expect(isEveryMarketingChannelGiven(withAgreement(marketing, 'email', false))).toBe(false);
    expect(marketing.terms).toBe(false);
  });
});
