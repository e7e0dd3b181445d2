import { describe, expect, it } from 'vitest';
import { ConfirmGuestPhone } from '../../../../src/application/use-cases/confirm-guest-phone';
import { accountWorld } from './account-world';

const PHONE = '01077778888';

describe('confirming a guest phone', () => {
  it('a guest session keeps the phone through PUT /guest/info/phone', async () => {
    const world = accountWorld();
    await world.sessions.signIn({ provider: 'guest' });
    const proof = await world.provePhone('비회원', PHONE);
    expect(await new ConfirmGuestPhone(world.phone, world.sessions).execute(proof)).toEqual({ kind: 'recorded' });
    expect(world.backend.currentOwner()?.phoneNumber).toBe(PHONE);
  });

  it('a visitor with no session signs in as the guest of that phone with the confirmation token', async () => {
    const world = accountWorld();
    const proof = await world.provePhone('비회원', PHONE);
    expect(await new ConfirmGuestPhone(world.phone, world.sessions).execute(proof)).toMatchObject({
      kind: 'signed-in',
      session: { type: 'guest' },
    });
    expect((await world.sessions.session())?.type).toBe('guest');
    expect(world.backend.currentOwner()?.phoneNumber).toBe(PHONE);
  });

  it('a member is told the guest path is for guests only, and nothing changes', async () => {
    const world = accountWorld();
    await world.signInMember();
    const proof = await world.provePhone('비회원', PHONE);
    expect(await new ConfirmGuestPhone(world.phone, world.sessions).execute(proof)).toEqual({
      kind: 'rejected',
      message: '비회원 주문에서만 이용할 수 있어요.',
    });
    expect(world.backend.currentOwner()?.phoneNumber).toBe('01012345678');
  });

  it('a code spent once cannot confirm a second time', async () => {
    const world = accountWorld();
    await world.sessions.signIn({ provider: 'guest' });
    const proof = await world.provePhone('비회원', PHONE);
    const confirm = new ConfirmGuestPhone(world.phone, world.sessions);
    await confirm.execute(proof);
    expect(await confirm.execute(proof)).toEqual({ kind: 'rejected', message: '인증번호를 먼저 요청해주세요.' });
  });
});
