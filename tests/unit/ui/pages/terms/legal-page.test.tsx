import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../support/dom';
import { memoryServices, PAGE_LOAD, renderStorefront } from '../../support/app-harness';

describe('our legal pages', () => {
  it('/terms shows the content store text under its title, with the revision date and the sample-text notice', async () => {
    renderStorefront(await memoryServices(), '/terms');
    expect(await screen.findByRole('heading', { level: 1, name: '이용약관' }, PAGE_LOAD)).toBeTruthy();
    expect(screen.getByText('본 약관은 데모용 예시 문안입니다.')).toBeTruthy();
    expect(screen.getByText(/2026\.11\.01/)).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('이용약관 | 치킨 주문하기'));
  });

  it('/privacy shows its own page, and a trailing slash reaches the same page', async () => {
    renderStorefront(await memoryServices(), '/privacy/');
    expect(await screen.findByRole('heading', { level: 1, name: '개인정보처리방침' }, PAGE_LOAD)).toBeTruthy();
    expect(screen.getByText('본 방침은 데모용 예시 문안입니다.')).toBeTruthy();
  });

  it("the footer's legal links open our pages in place, each read afresh when going from one to another", async () => {
    const { router } = renderStorefront(await memoryServices(), '/terms');
    expect(await screen.findByRole('heading', { level: 1, name: '이용약관' }, PAGE_LOAD)).toBeTruthy();
    const footer = screen.getByRole('contentinfo');
    const link = within(footer).getByRole('link', { name: '위치기반서비스 이용약관' });
    expect(link.getAttribute('target')).toBeNull();
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/location-terms'));
    expect(await screen.findByRole('heading', { level: 1, name: '위치기반서비스 이용약관' }, PAGE_LOAD)).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1, name: '이용약관' })).toBeNull();
  });
});
