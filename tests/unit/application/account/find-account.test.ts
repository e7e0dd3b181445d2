import { describe, expect, it } from 'vitest';
import { memoryCiToken } from '../../../../src/adapters/memory/memory-account-proofs';
import { FindUsername } from '../../../../src/application/use-cases/find-username';
import { ResetPassword } from '../../../../src/application/use-cases/reset-password';
import { StartPasswordReset } from '../../../../src/application/use-cases/start-password-reset';
import { MEMBER } from '../memory-world';
import { accountWorld } from './account-world';

const OWNER = { name: '김치킨', phoneNumber: '01012345678' } as const;

describe('finding an id', () => {
  it('name + proved phone shows the masked id and the join date as YYYY.MM.DD', async () => {
    const world = accountWorld();
    const proof = await world.provePhone(OWNER.name, OWNER.phoneNumber);
    expect(await new FindUsername(world.recovery).execute(proof)).toEqual({
      kind: 'found',
      username: 'chi****',
      joinedOn: '2024.03.15',
    });
  });

  it('a name that does not match the phone finds nobody', async () => {
    const world = accountWorld();
    const proof = await world.provePhone('이치킨', OWNER.phoneNumber);
    expect(await new FindUsername(world.recovery).execute(proof)).toEqual({
      kind: 'rejected',
      message: '입력하신 정보와 일치하는 회원이 없어요.',
    });
  });

  it('an identity check finds the id too', async () => {
    const world = accountWorld();
    const result = await new FindUsername(world.recovery).execute({ kind: 'ci', ciToken: memoryCiToken(OWNER) });
    expect(result).toMatchObject({ kind: 'found', username: 'chi****' });
  });
});

describe('resetting a password', () => {
  it('id + proved phone grants a reset; the new password then signs in and the old one no longer does', async () => {
    const world = accountWorld();
    const proof = await world.provePhone(OWNER.name, OWNER.phoneNumber);
    const granted = await new StartPasswordReset(world.recovery).execute({ username: MEMBER.username, proof });
    if (granted.kind !== 'granted') throw new Error('no grant');
    const reset = new ResetPassword(world.recovery);
    expect(await reset.execute({ token: granted.token, password: 'new!pass99', confirmation: 'new!pass99' })).toEqual({
      kind: 'reset',
    });
    expect(await world.sessions.signIn({ provider: 'member', ...MEMBER })).toMatchObject({ kind: 'rejected' });
    expect(
      await world.sessions.signIn({ provider: 'member', username: MEMBER.username, password: 'new!pass99' }),
    ).toMatchObject({ kind: 'signed-in' });
  });

  it('an id that does not own the phone is refused', async () => {
    const world = accountWorld();
    const proof = await world.provePhone(OWNER.name, '01000001111');
    expect(await new StartPasswordReset(world.recovery).execute({ username: MEMBER.username, proof })).toEqual({
      kind: 'rejected',
      message: '입력하신 정보와 일치하는 회원이 없어요.',
    });
  });

  it('a blank id is not sent', async () => {
    const world = accountWorld();
    const result = await new StartPasswordReset(world.recovery).execute({
      username: '  ',
      proof: { kind: 'ci', ciToken: memoryCiToken(OWNER) },
    });
    expect(result).toEqual({ kind: 'invalid', message: '아이디를 입력해주세요.' });
  });

  it('the new password follows the spec §5 rules before anything is sent', async () => {
    const world = accountWorld();
    const reset = new ResetPassword(world.recovery);
    expect(await reset.execute({ token: 'reset-x', password: 'short!', confirmation: 'short' })).toEqual({
      kind: 'invalid',
      errors: {
        password: '영문+특수문자 포함 8자이상 (조건이 맞지 않습니다.)',
        confirmation: '입력하신 비밀번호와 일치 하지 않습니다.',
      },
    });
  });

  it('a grant is single use', async () => {
    const world = accountWorld();
    const granted = await new StartPasswordReset(world.recovery).execute({
      username: MEMBER.username,
      proof: { kind: 'ci', ciToken: memoryCiToken(OWNER) },
    });
    if (granted.kind !== 'granted') throw new Error('no grant');
    const reset = new ResetPassword(world.recovery);
    await reset.execute({ token: granted.token, password: 'new!pass99', confirmation: 'new!pass99' });
    expect(await reset.execute({ token: granted.token, password: 'new!pass98', confirmation: 'new!pass98' })).toEqual({
      kind: 'rejected',
      message: '인증 시간이 지났거나 이미 처리된 요청이에요. 처음부터 다시 진행해주세요.',
    });
  });
});
