import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InMemoryAccountRegistration } from '../../../../src/adapters/memory/in-memory-account-registration';
import { memoryCiToken } from '../../../../src/adapters/memory/memory-account-proofs';
import { UI_TOKENS } from '../../../../src/adapters/ui/di/ui-tokens';
import { JoinViewModel } from '../../../../src/adapters/ui/pages/member/join/join.view-model';
import { JoinVerifyViewModel } from '../../../../src/adapters/ui/pages/member/join/join-verify.view-model';
import { readSignUpTicket, signUpState } from '../../../../src/adapters/ui/pages/member/join/sign-up-ticket';
import { TOKENS } from '../../../../src/composition-root';
import '../support/dom';
import { memoryServices, PAGE_LOAD, renderStorefront } from '../support/app-harness';

const PERSON = { name: '박닭강', phoneNumber: '01055556666' } as const;
const NO_MARKETING = { smsMarketingAgreed: false, emailMarketingAgreed: false, pushMarketingAgreed: false };

describe('the sign-up start (view-model)', () => {
  it('verification opens only once both required terms are agreed; 전체 동의 checks and unchecks everything', async () => {
    const get = await memoryServices();
    const join = new JoinViewModel(get(TOKENS.StartRegistration), () => 'key-00000001');
    expect(join.canVerify).toBe(false);
    join.choose('phone');
    expect([join.verification, join.error]).toEqual(['none', '필수 약관에 모두 동의해주세요.']);
    join.set('terms', true);
    join.set('privacy', true);
    expect([join.canVerify, join.allAgreed]).toEqual([true, false]);
    join.setAll(true);
    expect([join.allAgreed, join.marketingAgreed]).toEqual([true, true]);
    join.set('email', false);
    expect([join.allAgreed, join.marketingAgreed]).toEqual([false, false]);
    join.setAll(false);
    expect(join.canVerify).toBe(false);
  });

  it('a ciToken from the identity iframe starts the sign-up and makes the ticket with the marketing choices', async () => {
    const get = await memoryServices();
    const join = new JoinViewModel(get(TOKENS.StartRegistration), () => 'key-00000002');
    join.setAll(true);
    join.choose('identity');
    await join.startWithCi(memoryCiToken(PERSON));
    expect(join.verification).toBe('none');
    // The ticket travels in the history state, which browsers structured-clone (a MobX proxy would throw).
    expect(structuredClone(join.ticket)).toEqual(join.ticket);
    expect(join.ticket).toMatchObject({
      method: 'ci',
      grant: PERSON,
      marketing: { smsMarketingAgreed: true, emailMarketingAgreed: true, pushMarketingAgreed: true },
    });
  });

  it('a refused start shows the server message on the page', async () => {
    const get = await memoryServices();
    const join = new JoinViewModel(get(TOKENS.StartRegistration), () => 'key-00000003');
    join.setAll(true);
    await join.startWithCi(memoryCiToken({ name: '김치킨', phoneNumber: '01012345678' }));
    expect(join.ticket).toBeNull();
    expect(join.error).toBe('이미 가입된 회원이에요. 아이디 찾기를 이용해주세요.');
  });

  it('the ticket survives the history state and a forged state is refused', () => {
    const ticket = {
      method: 'phone' as const,
      grant: { token: 't', expiresAt: '2026-11-20T03:30:00.000Z', ...PERSON },
      marketing: NO_MARKETING,
    };
    expect(readSignUpTicket(structuredClone(signUpState(ticket)))).toEqual(ticket);
    expect(readSignUpTicket(null)).toBeNull();
    expect(readSignUpTicket({ signUp: { ...ticket, method: 'oauth' } })).toBeNull();
    expect(readSignUpTicket({ signUp: { ...ticket, marketing: { smsMarketingAgreed: 'yes' } } })).toBeNull();
  });
});

async function ticketFor(get: Awaited<ReturnType<typeof memoryServices>>) {
  const join = new JoinViewModel(get(TOKENS.StartRegistration), () => 'key-00000004');
  join.setAll(true);
  await join.startWithCi(memoryCiToken(PERSON));
  if (join.ticket === null) throw new Error('no ticket');
  return join.ticket;
}

describe('the account form (view-model)', () => {
  it('the id needs 중복 확인; a new id needs a new check; passwords follow the spec §5 messages', async () => {
    const get = await memoryServices();
    const root = get(UI_TOKENS.RootStore);
    const vm = new JoinVerifyViewModel(
      {
        checkUsername: get(TOKENS.CheckUsername),
        register: get(TOKENS.RegisterMember),
        refreshSession: () => root.session.refetch(),
      },
      await ticketFor(get),
    );
    expect(vm.name).toBe(PERSON.name);
    vm.setUsername('chicken');
    await vm.check();
    expect(vm.errorOf('username')).toBe('이미 사용 중인 아이디예요.');
    vm.setUsername('newchick');
    expect(vm.canCheck).toBe(true);
    vm.touch('username');
    expect(vm.errorOf('username')).toBe('아이디 중복 확인을 해주세요.');
    await vm.check();
    expect([vm.errorOf('username'), vm.usernameHint]).toEqual([undefined, '사용할 수 있는 아이디예요.']);
    vm.setPassword('abcdefgh');
    vm.setConfirmation('abcdefg');
    expect(vm.errorOf('password')).toBe('영문+특수문자 포함 8자이상 (조건이 맞지 않습니다.)');
    expect(vm.errorOf('confirmation')).toBe('입력하신 비밀번호와 일치 하지 않습니다.');
    expect(vm.canSubmit).toBe(false);
  });

  it('registers, records the marketing choice, signs the member in, and the store knows them once the welcome is left', async () => {
    const get = await memoryServices();
    const root = get(UI_TOKENS.RootStore);
    const vm = new JoinVerifyViewModel(
      {
        checkUsername: get(TOKENS.CheckUsername),
        register: get(TOKENS.RegisterMember),
        refreshSession: () => root.session.refetch(),
      },
      await ticketFor(get),
    );
    vm.setUsername('newchick');
    await vm.check();
    vm.setPassword('crispy!chick1');
    vm.setConfirmation('crispy!chick1');
    expect(vm.canSubmit).toBe(true);
    await vm.submit();
    expect(vm.done).toEqual({ name: PERSON.name, signedIn: true });
    // The welcome shows first; leaving it makes the shared session store read the new member.
    expect(root.session.current?.type).not.toBe('member');
    await vm.leave();
    expect(root.session.current?.type).toBe('member');
    expect(root.session.member.status === 'loaded' && root.session.member.value?.name).toBe(PERSON.name);
    const registration = get(TOKENS.AccountRegistration) as InMemoryAccountRegistration;
    expect(registration.marketingByUsername.get('newchick')).toEqual({
      smsMarketingAgreed: true,
      emailMarketingAgreed: true,
      pushMarketingAgreed: true,
    });
  });
});

describe('sign-up pages on the memory backend', () => {
  // The whole journey (account form, welcome, the header greeting, the address guard) runs in Chromium:
  // e2e/signup.spec.ts. Here: the page wiring from the agreements to the prefilled account form.
  it('agreements → phone popup → the account form, prefilled with the verified name', async () => {
    const get = await memoryServices();
    const { router } = renderStorefront(get, '/member/join');
    fireEvent.click(await screen.findByLabelText('전체 동의', {}, PAGE_LOAD));
    expect((screen.getByLabelText('이용약관 (필수)') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '휴대폰 인증' }));

    const popup = await screen.findByRole('dialog', { name: '휴대폰 인증' });
    fireEvent.change(within(popup).getByLabelText('이름'), { target: { value: PERSON.name } });
    fireEvent.change(within(popup).getByLabelText('휴대폰 번호'), { target: { value: PERSON.phoneNumber } });
    fireEvent.click(within(popup).getByRole('button', { name: '인증번호 받기' }));
    fireEvent.change(await within(popup).findByLabelText('인증번호'), { target: { value: '4321' } });
    fireEvent.click(within(popup).getByRole('button', { name: '확인' }));

    expect(await screen.findByLabelText('아이디', {}, PAGE_LOAD)).toBeDefined();
    expect(router.state.location.pathname).toBe('/member/join/verify');
    expect((screen.getByLabelText('이름') as HTMLInputElement).value).toBe(PERSON.name);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('/member/join/verify without a ticket sends the customer back to the start', async () => {
    renderStorefront(await memoryServices(), '/member/join/verify');
    expect(await screen.findByRole('heading', { name: '회원가입 정보가 없어요' }, PAGE_LOAD)).toBeDefined();
    expect(screen.getByRole('link', { name: '회원가입 처음으로' }).getAttribute('href')).toBe('/member/join');
  });
});
