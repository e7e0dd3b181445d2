import { describe, expect, it } from 'vitest';
import { SessionRequiredError } from '../../../../src/application/ports/session-required-error';
import { WRONG_AUTH_CODE_MESSAGE } from '../../../../src/domain/validation/phone-verification';
import type { AccountWorld } from '../support/account-world';
import { newPersonName, newPhoneNumber } from '../support/account-world';
import { codeSentTo, signedInMember, wrongCode } from './accounts';
import { expectKoreanMessage } from './discovery';

/** Spec §8: the wrong-code popup's text, the same from every backend. */
const WRONG_CODE = { kind: 'rejected', code: 'WRONG_CODE', message: WRONG_AUTH_CODE_MESSAGE } as const;

/** A new person: a fresh name and a phone no code was sent to. */
function newPerson() {
  return { name: newPersonName(), phoneNumber: newPhoneNumber() };
}

/** The PhoneVerification port's contract (spec §5 phone popup, §7 /phone-verification, §9 codes), for any adapter. */
export function describePhoneVerificationContract(name: string, world: AccountWorld): void {
  describe(`PhoneVerification contract: ${name}`, () => {
    it('a code is sent; another for the same phone within 60 s is RATE_LIMITED', async () => {
      const { phone } = world.browser();
      const person = newPerson();
      expect(await phone.create(person)).toEqual({ kind: 'sent' });
      const again = await phone.create(person);
      expect(again).toMatchObject({ kind: 'rejected', code: 'RATE_LIMITED' });
      if (again.kind === 'rejected') expectKoreanMessage(again.message);
    });

    it('a phone that is not 11 digits or a blank name is refused, with a Korean message', async () => {
      const { phone } = world.browser();
      const badPhone = await phone.create({ name: newPersonName(), phoneNumber: '0101234' });
      expect(badPhone).toMatchObject({ kind: 'rejected', code: 'INVALID_PHONE' });
      const blankName = await phone.create({ name: '  ', phoneNumber: newPhoneNumber() });
      expect(blankName).toMatchObject({ kind: 'rejected', code: 'INVALID_NAME' });
      for (const refused of [badPhone, blankName])
        if (refused.kind === 'rejected') expectKoreanMessage(refused.message);
    });

    it('the code the phone received is confirmed with a confirmation token', async () => {
      const ports = world.browser();
      const person = newPerson();
      const authCode = await codeSentTo(world, ports, person);
      const confirmed = await ports.phone.confirm({ ...person, authCode });
      expect(confirmed).toMatchObject({ kind: 'confirmed' });
      if (confirmed.kind === 'confirmed') expect(confirmed.confirmationToken).not.toBe('');
    });

    it('a wrong code, or the right code under another name, is WRONG_CODE; the right one still confirms', async () => {
      const ports = world.browser();
      const person = newPerson();
      const authCode = await codeSentTo(world, ports, person);
      expect(await ports.phone.confirm({ ...person, authCode: wrongCode(authCode) })).toEqual(WRONG_CODE);
      expect(await ports.phone.confirm({ ...person, name: newPersonName(), authCode })).toEqual(WRONG_CODE);
      expect(await ports.phone.confirm({ ...person, authCode })).toMatchObject({ kind: 'confirmed' });
    });

    it('five wrong tries lock the code: even the right one is then LOCKED', async () => {
      const ports = world.browser();
      const person = newPerson();
      const authCode = await codeSentTo(world, ports, person);
      for (let tries = 0; tries < 5; tries += 1) {
        expect(await ports.phone.confirm({ ...person, authCode: wrongCode(authCode) })).toEqual(WRONG_CODE);
      }
      const locked = await ports.phone.confirm({ ...person, authCode });
      expect(locked).toMatchObject({ kind: 'rejected', code: 'LOCKED' });
      if (locked.kind === 'rejected') expectKoreanMessage(locked.message);
    });

    it('confirming a phone no code was sent to is NOT_REQUESTED', async () => {
      const { phone } = world.browser();
      const refused = await phone.confirm({ ...newPerson(), authCode: '1234' });
      expect(refused).toMatchObject({ kind: 'rejected', code: 'NOT_REQUESTED' });
      if (refused.kind === 'rejected') expectKoreanMessage(refused.message);
    });

    it('a guest session keeps the phone its code was sent to; the code is spent (spec §7 PUT /guest/info/phone)', async () => {
      const ports = world.browser();
      expect((await ports.sessions.signIn({ provider: 'guest' })).kind).toBe('signed-in');
      const person = { name: '비회원', phoneNumber: newPhoneNumber() };
      const authCode = await codeSentTo(world, ports, person);
      const { phoneNumber } = person;
      expect(await ports.phone.recordGuestPhone({ phoneNumber, authCode: wrongCode(authCode) })).toEqual(WRONG_CODE);
      expect(await ports.phone.recordGuestPhone({ phoneNumber, authCode })).toEqual({ kind: 'recorded' });
      expect(await ports.phone.recordGuestPhone({ phoneNumber, authCode })).toMatchObject({
        kind: 'rejected',
        code: 'NOT_REQUESTED',
      });
    });

    it('a member cannot record a guest phone (GUESTS_ONLY); without a session it needs one', async () => {
      const { ports } = await signedInMember(world);
      const input = { phoneNumber: newPhoneNumber(), authCode: '1234' };
      const refused = await ports.phone.recordGuestPhone(input);
      expect(refused).toMatchObject({ kind: 'rejected', code: 'GUESTS_ONLY' });
      if (refused.kind === 'rejected') expectKoreanMessage(refused.message);
      await expect(world.browser().phone.recordGuestPhone(input)).rejects.toBeInstanceOf(SessionRequiredError);
    });
  });
}
