import { describe, expect, it } from 'vitest';
import { memoryCiToken } from '../../../../src/adapters/memory/memory-account-proofs';
import { CheckUsername } from '../../../../src/application/use-cases/check-username';
import { RegisterMember, type RegisterMemberInput } from '../../../../src/application/use-cases/register-member';
import { StartRegistration } from '../../../../src/application/use-cases/start-registration';
import { accountWorld, NEW_PERSON, NO_MARKETING } from './account-world';

async function granted(world: ReturnType<typeof accountWorld>) {
  const proof = await world.provePhone(NEW_PERSON.name, NEW_PERSON.phoneNumber);
  const result = await new StartRegistration(world.registration).execute({ proof, registrationKey: 'key-00000001' });
  if (result.kind !== 'granted') throw new Error(result.message);
  return result;
}

function form(token: string, overrides: Partial<RegisterMemberInput> = {}): RegisterMemberInput {
  return {
    method: 'phone',
    token,
    name: NEW_PERSON.name,
    username: 'newchick',
    usernameCheck: 'available',
    password: 'crispy!chick1',
    confirmation: 'crispy!chick1',
    marketing: NO_MARKETING,
    ...overrides,
  };
}

describe('starting a sign-up', () => {
  it('a proved phone grants a token naming the proved person', async () => {
    const result = await granted(accountWorld());
    expect(result.method).toBe('phone');
    expect(result.grant).toMatchObject({ name: NEW_PERSON.name, phoneNumber: NEW_PERSON.phoneNumber });
  });

  it('a phone that already belongs to a member is told to find the id instead', async () => {
    const world = accountWorld();
    const proof = await world.provePhone('김치킨', '01012345678');
    const result = await new StartRegistration(world.registration).execute({ proof, registrationKey: 'key-00000002' });
    expect(result).toEqual({ kind: 'rejected', message: '이미 가입된 회원이에요. 아이디 찾기를 이용해주세요.' });
  });

  it('an identity check (ciToken) grants the same way', async () => {
    const world = accountWorld();
    const result = await new StartRegistration(world.registration).execute({
      proof: { kind: 'ci', ciToken: memoryCiToken(NEW_PERSON) },
      registrationKey: 'key-00000003',
    });
    expect(result).toMatchObject({ kind: 'granted', method: 'ci', grant: { name: NEW_PERSON.name } });
  });
});

describe('checking an id', () => {
  it('a free id is available, the fixture member id is taken, a malformed one is not asked about', async () => {
    const check = new CheckUsername(accountWorld().registration);
    expect(await check.execute('newchick')).toEqual({ kind: 'available', message: '사용할 수 있는 아이디예요.' });
    expect(await check.execute('Chicken')).toEqual({ kind: 'taken', message: '이미 사용 중인 아이디예요.' });
    expect(await check.execute('1abc')).toEqual({
      kind: 'invalid',
      message: '아이디는 영문으로 시작하는 4~20자의 영문, 숫자로 입력해주세요.',
    });
  });
});

describe('registering a member', () => {
  it('makes the account, records the marketing choice and signs the member in', async () => {
    const world = accountWorld();
    const { grant } = await granted(world);
    const marketing = { ...NO_MARKETING, smsMarketingAgreed: true };
    const result = await new RegisterMember(world.registration, world.sessions).execute(
      form(grant.token, { marketing }),
    );
    expect(result).toEqual({ kind: 'registered', name: NEW_PERSON.name, username: 'newchick', signedIn: true });
    expect((await world.sessions.session())?.type).toBe('member');
    expect((await world.members.info())?.name).toBe(NEW_PERSON.name);
    expect(world.registration.marketingByUsername.get('newchick')).toEqual(marketing);
  });

  it('the form rules come first: an unchecked id and a weak password send nothing', async () => {
    const world = accountWorld();
    const { grant } = await granted(world);
    const result = await new RegisterMember(world.registration, world.sessions).execute(
      form(grant.token, { usernameCheck: 'unchecked', password: 'abcdefgh', confirmation: 'abcdefgx' }),
    );
    expect(result).toEqual({
      kind: 'invalid',
      errors: {
        username: '아이디 중복 확인을 해주세요.',
        password: '영문+특수문자 포함 8자이상 (조건이 맞지 않습니다.)',
        confirmation: '입력하신 비밀번호와 일치 하지 않습니다.',
      },
    });
    expect(await world.sessions.session()).toBeNull();
  });

  it('an id taken since the check is refused on the id field, and the grant can be used again', async () => {
    const world = accountWorld();
    const { grant } = await granted(world);
    const register = new RegisterMember(world.registration, world.sessions);
    expect(await register.execute(form(grant.token, { username: 'chicken' }))).toEqual({
      kind: 'rejected',
      message: '이미 사용 중인 아이디예요.',
      field: 'username',
    });
    expect(await register.execute(form(grant.token))).toMatchObject({ kind: 'registered' });
  });

  it('a used grant is refused with the server message', async () => {
    const world = accountWorld();
    const { grant } = await granted(world);
    const register = new RegisterMember(world.registration, world.sessions);
    await register.execute(form(grant.token));
    expect(await register.execute(form(grant.token, { username: 'otherchick' }))).toEqual({
      kind: 'rejected',
      message: '인증 시간이 지났거나 이미 처리된 요청이에요. 처음부터 다시 진행해주세요.',
      field: null,
    });
  });

  it('a sign-in that fails after registering still reports the account, not signed in', async () => {
    const world = accountWorld();
    const { grant } = await granted(world);
    const failing = {
      signIn: async () => {
        throw new Error('auth helper down');
      },
    };
    expect(await new RegisterMember(world.registration, failing).execute(form(grant.token))).toEqual({
      kind: 'registered',
      name: NEW_PERSON.name,
      username: 'newchick',
      signedIn: false,
    });
  });
});
