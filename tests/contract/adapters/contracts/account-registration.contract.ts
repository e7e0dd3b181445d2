import { describe, expect, it } from 'vitest';
import type { AccountWorld } from '../support/account-world';
import { newPassword, newPersonName, newPhoneNumber, newRegistrationKey, newUsername } from '../support/account-world';
import { codeSentTo, expectInstant, signInAs, wrongCode } from './accounts';
import { expectKoreanMessage } from './discovery';

/** A well-formed grant token no backend handed out. */
const UNKNOWN_TOKEN = 'unknown-grant-token-0000000000';

const AGREEMENTS = { smsMarketingAgreed: true, emailMarketingAgreed: false, pushMarketingAgreed: true } as const;

/** The AccountRegistration port's contract (spec §3 Registration, §5 sign-up, §7 /member/register), for any adapter. */
export function describeAccountRegistrationContract(name: string, world: AccountWorld): void {
  describe(`AccountRegistration contract: ${name}`, () => {
    it("check-username: a new id is free, a member's id is taken in any case, a malformed id is BAD_REQUEST", async () => {
      const { registration } = world.browser();
      const member = await world.newMember();
      expect(await registration.checkUsername(newUsername())).toEqual({ kind: 'checked', available: true });
      expect(await registration.checkUsername(member.username.toUpperCase())).toEqual({
        kind: 'checked',
        available: false,
      });
      const malformed = await registration.checkUsername('1abc');
      expect(malformed).toMatchObject({ kind: 'rejected', code: 'BAD_REQUEST', field: 'username' });
      if (malformed.kind === 'rejected') expectKoreanMessage(malformed.message);
    });

    it('sign-up by phone: the sent code grants the proved person a token; process makes a member who signs in', async () => {
      const ports = world.browser();
      const { registration } = ports;
      const person = { name: newPersonName(), phoneNumber: newPhoneNumber() };
      const authCode = await codeSentTo(world, ports, person);
      const registrationKey = newRegistrationKey();
      expect(await registration.init({ ...person, authCode: wrongCode(authCode), registrationKey })).toMatchObject({
        kind: 'rejected',
        code: 'WRONG_AUTH_CODE',
        field: 'authCode',
      });
      const granted = await registration.init({ ...person, authCode, registrationKey });
      if (granted.kind !== 'granted') throw new Error(`expected a grant: ${JSON.stringify(granted)}`);
      expect(granted.grant).toMatchObject(person);
      expectInstant(granted.grant.expiresAt);
      const { token } = granted.grant;
      expect(await registration.init({ ...person, authCode, registrationKey })).toMatchObject({
        kind: 'rejected',
        code: 'REGISTRATION_KEY_USED',
      });
      expect(await registration.updateMarketing(token, AGREEMENTS)).toEqual({ kind: 'updated' });

      const taken = await world.newMember();
      const password = newPassword();
      const account = { token, password, name: person.name };
      expect(await registration.process('phone', { ...account, username: taken.username })).toMatchObject({
        kind: 'rejected',
        code: 'USERNAME_TAKEN',
        field: 'username',
      });
      const username = newUsername();
      expect(await registration.process('phone', { ...account, username })).toEqual({
        kind: 'registered',
        username,
        name: person.name,
      });
      expect(await registration.process('phone', { ...account, username: newUsername() })).toMatchObject({
        kind: 'rejected',
        code: 'TOKEN_INVALID',
      });
      expect(await registration.updateMarketing(token, AGREEMENTS)).toEqual({ kind: 'updated' });

      await signInAs(ports, { username, password, ...person });
      const grades = await ports.members.grades();
      expect(await ports.members.info()).toMatchObject({
        ...person,
        grade: { name: grades[0]?.name, iconUrl: grades[0]?.iconUrl },
        pointAmount: 0,
      });
      expect(await ports.points.happyPoint()).toEqual({ status: 'CI_REQUIRED' });
    });

    it('a phone that already has a member is ALREADY_MEMBER at init', async () => {
      const ports = world.browser();
      const member = await world.newMember();
      const person = { name: member.name, phoneNumber: member.phoneNumber };
      const authCode = await codeSentTo(world, ports, person);
      const refused = await ports.registration.init({ ...person, authCode, registrationKey: newRegistrationKey() });
      expect(refused).toMatchObject({ kind: 'rejected', code: 'ALREADY_MEMBER' });
      if (refused.kind === 'rejected') expectKoreanMessage(refused.message);
    });

    it('sign-up by identity: init-ci grants the verified person; only process-ci with the same person uses it', async () => {
      const ports = world.browser();
      const { registration } = ports;
      const person = { name: newPersonName(), phoneNumber: newPhoneNumber() };
      const forged = await registration.initWithCi({
        ciToken: 'forged.ci.token',
        registrationKey: newRegistrationKey(),
      });
      expect(forged).toMatchObject({ kind: 'rejected', code: 'CI_TOKEN_INVALID', field: 'ciToken' });
      const ciToken = await world.ciToken(person);
      const granted = await registration.initWithCi({ ciToken, registrationKey: newRegistrationKey() });
      if (granted.kind !== 'granted') throw new Error(`expected a grant: ${JSON.stringify(granted)}`);
      expect(granted.grant).toMatchObject(person);
      const account = { token: granted.grant.token, username: newUsername(), password: newPassword() };
      expect(await registration.process('phone', { ...account, name: person.name })).toMatchObject({
        kind: 'rejected',
        code: 'TOKEN_INVALID',
      });
      expect(await registration.process('ci', { ...account, name: newPersonName() })).toMatchObject({
        kind: 'rejected',
        code: 'BAD_REQUEST',
      });
      expect(await registration.process('ci', { ...account, name: person.name })).toEqual({
        kind: 'registered',
        username: account.username,
        name: person.name,
      });
      await signInAs(ports, { ...account, ...person });
      const linked = await ports.points.happyPoint();
      expect(linked.status).toBe(person.phoneNumber.endsWith('0') ? 'NOT_HPC_MEMBER' : 'SUCCESS');
      if (linked.status === 'SUCCESS') expect(linked.balance % 100).toBe(0);
    });

    it('marketing agreements with a token no backend granted are TOKEN_INVALID', async () => {
      const refused = await world.browser().registration.updateMarketing(UNKNOWN_TOKEN, AGREEMENTS);
      expect(refused).toMatchObject({ kind: 'rejected', code: 'TOKEN_INVALID' });
      if (refused.kind === 'rejected') expectKoreanMessage(refused.message);
    });
  });
}
