import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../support/dom';
import { uiModule } from '../../../../src/adapters/ui/di/ui-module';
import { UI_TOKENS } from '../../../../src/adapters/ui/di/ui-tokens';
import { createContainer, memoryModules, resolverOf, TOKENS } from '../../../../src/composition-root';
import { MEMBER } from '../../application/memory-world';
import { memoryServices, PAGE_LOAD, renderStorefront } from '../support/app-harness';

/**
 * Runs `type` once, in the microtask right after the commit that first puts `selector` in the document: the
 * earliest moment a customer could type. That is before React's passive effects for a page shown by the router.
 */
function typeOnFirstFrame(selector: string, type: (element: HTMLInputElement) => void): () => void {
  let typed = false;
  const observer = new MutationObserver(() => {
    const element = document.querySelector<HTMLInputElement>(selector);
    if (element === null || typed) return;
    typed = true;
    type(element);
  });
  observer.observe(document.body, { subtree: true, childList: true });
  return () => observer.disconnect();
}

/** Two keystrokes as a browser delivers them: each input event carries the field's whole text. */
function typeKeys(field: HTMLInputElement, keys: string): void {
  for (const key of keys) fireEvent.change(field, { target: { value: field.value + key } });
}

describe('text typed as a page appears is kept', () => {
  it('the login page waits for the first session read (the guards need it), then keeps keystrokes from its first frame', async () => {
    const get = resolverOf(createContainer([...memoryModules, uiModule]));
    const sessions = get(TOKENS.SessionGateway);
    // The browser starts the session read at once; the shell's guard waits for it before the first page shows.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const read = sessions.session.bind(sessions);
    vi.spyOn(sessions, 'session').mockImplementationOnce(async () => {
      await held;
      return read();
    });
    const root = get(UI_TOKENS.RootStore);
    const loaded = root.load();

    const stop = typeOnFirstFrame('input[name="username"]', (field) => typeKeys(field, MEMBER.username));
    renderStorefront(get, '/member/login');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(document.querySelector('input[name="username"]')).toBeNull();
    expect(root.session.status).toBe('loading');

    release();
    await loaded;
    const username = (await screen.findByLabelText('아이디', {}, PAGE_LOAD)) as HTMLInputElement;
    stop();
    expect(username.value).toBe(MEMBER.username);
    fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: MEMBER.password } });
    expect((screen.getByLabelText('아이디') as HTMLInputElement).value).toBe(MEMBER.username);
    expect((screen.getByRole('button', { name: '로그인' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a coupon number typed in the first frame of the coupon book enables 등록 at once', async () => {
    const get = await memoryServices('member');
    const stop = typeOnFirstFrame('input[placeholder="쿠폰번호를 입력해주세요"]', (field) =>
      typeKeys(field, 'PC200000001'),
    );
    renderStorefront(get, '/mypage/coupons/3');
    await screen.findByRole('heading', { level: 1, name: '쿠폰북' }, PAGE_LOAD);
    stop();
    const section = screen.getByRole('region', { name: '쿠폰 등록' });
    expect((within(section).getByLabelText('쿠폰번호') as HTMLInputElement).value).toBe('PC200000001');
    expect((within(section).getByRole('button', { name: '등록' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a page reached by a link takes input from its first frame too', async () => {
    const get = await memoryServices();
    const { router } = renderStorefront(get, '/events');
    await screen.findByRole('heading', { level: 1, name: '이벤트' }, PAGE_LOAD);
    const stop = typeOnFirstFrame('input[name="username"]', (field) => typeKeys(field, 'chick'));
    await router.navigate('/member/login');
    const username = (await screen.findByLabelText('아이디', {}, PAGE_LOAD)) as HTMLInputElement;
    stop();
    expect(username.value).toBe('chick');
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/login'));
  });
});
