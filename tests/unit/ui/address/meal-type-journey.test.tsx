import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../support/dom';
import { TOKENS } from '../../../../src/composition-root';
import { memoryServices, PAGE_LOAD, renderStorefront } from '../support/app-harness';

const JUNGDAERO = '서울특별시 송파구 중대로 24';

describe('choosing 배달 without an address', () => {
  it('goes through /address/permission, registers the searched address and lands on the delivery menu', async () => {
    const get = await memoryServices('signed-out');
    const { router } = renderStorefront(get, '/');
    const [delivery] = await screen.findAllByRole('button', { name: /^배달/ }, PAGE_LOAD);
    if (delivery === undefined) throw new Error('the home page shows the 배달 card');
    fireEvent.click(delivery);
    await waitFor(() => expect(router.state.location.pathname).toBe('/address/permission'));
    expect(router.state.location.search).toBe('?redirect_to=%2Fcategories%2F1%3FmealType%3Ddelivery');
    expect(get(TOKENS.PreferenceStore).mealType()).toBe('DELIVERY');

    fireEvent.click(await screen.findByRole('button', { name: '주소 검색' }, PAGE_LOAD));
    const picker = await screen.findByRole('dialog', { name: '주소 검색' });
    fireEvent.change(within(picker).getByRole('searchbox', { name: '주소 검색어' }), { target: { value: JUNGDAERO } });
    fireEvent.click(within(picker).getByRole('button', { name: '검색' }));
    fireEvent.click(await within(picker).findByRole('button', { name: new RegExp(JUNGDAERO) }));
    const setButton = within(picker).getByRole('button', { name: '이 주소로 설정' }) as HTMLButtonElement;
    expect(setButton.disabled).toBe(true);
    fireEvent.change(within(picker).getByRole('textbox', { name: '상세 주소' }), { target: { value: '5층' } });
    fireEvent.click(setButton);

    const form = await screen.findByRole('dialog', { name: '배송지 등록' });
    expect((within(form).getByRole('textbox', { name: '주소' }) as HTMLInputElement).value).toBe(JUNGDAERO);
    expect((within(form).getByRole('textbox', { name: /배송지명/ }) as HTMLInputElement).value).toBe('집');
    fireEvent.click(within(form).getByRole('button', { name: '회사' }));
    fireEvent.click(within(form).getByRole('button', { name: '저장하기' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/categories/1'));
    expect(router.state.location.search).toBe('?mealType=delivery');
    expect((await get(TOKENS.AddressBook).defaultAddress())?.isDefault).toBe(true);
  }, 30_000);
});

describe('choosing 포장', () => {
  it('the sidebar card goes to the store map with a way back to the same category', async () => {
    const { router } = renderStorefront(await memoryServices('member'), '/categories/2?mealType=delivery');
    const sidebar = await screen.findByRole('complementary', { name: '주문 도우미' }, PAGE_LOAD);
    fireEvent.click(within(sidebar).getByRole('button', { name: /^포장/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/stores/map'));
    expect(router.state.location.search).toBe('?for=takeout&redirect_to=%2Fcategories%2F2');
  }, 30_000);
});
