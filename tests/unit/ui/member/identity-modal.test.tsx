import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  identityFrameUrl,
  parseIdentityMessage,
} from '../../../../src/adapters/ui/components/identity-modal/identity-message';
import { IdentityModal } from '../../../../src/adapters/ui/components/identity-modal/identity-modal';
import '../support/dom';

const verified = (token: string) => `CI_CALLBACK:${JSON.stringify({ token, verifyType: 'REGISTER_CI_VERIFY' })}`;

describe('the identity callback message', () => {
  it('the marker then JSON {token, verifyType} yields the ciToken', () => {
    expect(parseIdentityMessage(verified('a.b.c'))).toEqual({
      kind: 'verified',
      ciToken: 'a.b.c',
      verifyType: 'REGISTER_CI_VERIFY',
    });
  });

  it('a message without the marker is ignored, whatever it holds', () => {
    expect(parseIdentityMessage(JSON.stringify({ token: 'a', verifyType: 'REGISTER_CI_VERIFY' }))).toEqual({
      kind: 'ignored',
    });
    expect(parseIdentityMessage({ token: 'a' })).toEqual({ kind: 'ignored' });
    expect(parseIdentityMessage('webpackHotUpdate')).toEqual({ kind: 'ignored' });
  });

  it('a marked message that is not the expected JSON is an error', () => {
    expect(parseIdentityMessage('CI_CALLBACK:{not json')).toMatchObject({ kind: 'malformed' });
    expect(parseIdentityMessage('CI_CALLBACK:{"token":"a","verifyType":"NOPE"}')).toMatchObject({ kind: 'malformed' });
    expect(parseIdentityMessage('CI_CALLBACK:{"token":"","verifyType":"REGISTER_CI_VERIFY"}')).toMatchObject({
      kind: 'malformed',
    });
  });

  it('the iframe address carries phoneNumber (empty) and verifyType', () => {
    expect(identityFrameUrl('REGISTER_CI_VERIFY')).toBe(
      '/auth-sim/verify-ready?phoneNumber=&verifyType=REGISTER_CI_VERIFY',
    );
  });
});

/** Posts `data` to the window as if the iframe's page had sent it. */
function postFromFrame(data: unknown, source: MessageEventSource | null = frameWindow()) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, source }));
  });
}

function frameWindow(): Window {
  const frame = document.querySelector('iframe');
  if (frame?.contentWindow == null) throw new Error('no iframe window');
  return frame.contentWindow;
}

describe('the identity modal', () => {
  it('is a full-screen dialog titled 본인 인증 with the verify-ready iframe and a close button', () => {
    const onClose = vi.fn();
    render(<IdentityModal open onVerified={() => undefined} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: '본인 인증' });
    expect(dialog.querySelector('iframe')?.getAttribute('src')).toBe(
      '/auth-sim/verify-ready?phoneNumber=&verifyType=REGISTER_CI_VERIFY',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: '닫기' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("the iframe's callback yields the ciToken; other messages and other windows are ignored", () => {
    const onVerified = vi.fn();
    const onError = vi.fn();
    render(<IdentityModal open onVerified={onVerified} onClose={() => undefined} onError={onError} />);
    postFromFrame('hello');
    postFromFrame(verified('from-elsewhere'), window);
    expect(onVerified).not.toHaveBeenCalled();
    postFromFrame(verified('ci-token-1'));
    expect(onVerified).toHaveBeenCalledWith('ci-token-1');
    expect(onError).not.toHaveBeenCalled();
  });

  it('malformed JSON after the marker goes to the error handler', () => {
    const onError = vi.fn();
    render(<IdentityModal open onVerified={() => undefined} onClose={() => undefined} onError={onError} />);
    postFromFrame('CI_CALLBACK:{oops');
    expect(onError).toHaveBeenCalledWith('본인 인증 결과를 확인하지 못했어요. 다시 시도해주세요.');
  });

  it('without an error handler the error is alerted', () => {
    render(<IdentityModal open onVerified={() => undefined} onClose={() => undefined} />);
    postFromFrame('CI_CALLBACK:[]');
    const alert = screen.getByRole('alertdialog');
    expect(alert.textContent).toContain('본인 인증 결과를 확인하지 못했어요. 다시 시도해주세요.');
    fireEvent.click(within(alert).getByRole('button', { name: '확인' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('is the shared native modal: page scroll locked, Escape closes it, an error alert above it answers Escape first', () => {
    const onClose = vi.fn();
    render(<IdentityModal open onVerified={() => undefined} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: '본인 인증' }) as HTMLDialogElement;
    expect([dialog.tagName, dialog.open]).toEqual(['DIALOG', true]);
    expect(document.documentElement.style.overflow).toBe('hidden');
    postFromFrame('CI_CALLBACK:[]');
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('closed, it renders nothing and listens to nothing', () => {
    const onVerified = vi.fn();
    render(<IdentityModal open={false} onVerified={onVerified} onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: verified('x') }));
    });
    expect(onVerified).not.toHaveBeenCalled();
  });
});
