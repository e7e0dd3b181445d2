import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AlertModal } from '../../../../src/adapters/ui/components/modal/alert-modal';
import { ConfirmModal } from '../../../../src/adapters/ui/components/modal/confirm-modal';
import { Modal } from '../../../../src/adapters/ui/components/modal/modal';
import '../support/dom';

function Opener({ onClose }: { readonly onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        열기
      </button>
      <Modal
        open={open}
        title="영양 정보"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <p>100g 기준</p>
        <a href="/x">원산지</a>
        <button type="button">마지막</button>
      </Modal>
    </>
  );
}

/** The dialog element itself: what a click on the native ::backdrop targets. */
function backdropOf(dialog: HTMLElement): HTMLElement {
  expect(dialog.tagName).toBe('DIALOG');
  return dialog;
}

describe('Modal', () => {
  it('is a native dialog opened with showModal, named by its title, 440 px wide by default, its body at most 75vh', () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    render(
      <Modal open title="알림" onClose={() => undefined}>
        본문
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: '알림' }) as HTMLDialogElement;
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.open).toBe(true);
    // showModal, not show: the browser makes the page behind inert and puts the dialog in the top layer.
    expect(showModal.mock.contexts).toEqual([dialog]);
    expect(dialog.style.getPropertyValue('--dialog-max-width')).toBe('440px');
    expect(screen.getByText('본문').style.maxHeight).toBe('75vh');
  });

  it('takes another max width when given', () => {
    render(
      <Modal open title="넓은 창" maxWidth={720}>
        본문
      </Modal>,
    );
    expect(screen.getByRole('dialog').style.getPropertyValue('--dialog-max-width')).toBe('720px');
  });

  it('moves focus inside on open and gives it back to the opener on close', () => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: '열기' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: '영양 정보' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('Escape (the cancel event), the close icon and a backdrop click each close it and fire onClose', () => {
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: '열기' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: '열기' }));
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    fireEvent.click(screen.getByRole('button', { name: '열기' }));
    fireEvent.click(backdropOf(screen.getByRole('dialog')));
    expect(onClose).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('the owner decides: Escape asks onClose and the dialog stays open until the owner closes it', () => {
    const onClose = vi.fn();
    render(
      <Modal open title="알림" onClose={onClose}>
        본문
      </Modal>,
    );
    const dialog = screen.getByRole('dialog') as HTMLDialogElement;
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog.open).toBe(true);
  });

  it('a click inside, or a press that starts inside and ends on the backdrop, does not close it', () => {
    const onClose = vi.fn();
    render(
      <Modal open title="알림" onClose={onClose}>
        <p>본문</p>
      </Modal>,
    );
    fireEvent.click(screen.getByText('본문'));
    fireEvent.mouseDown(screen.getByText('본문'));
    fireEvent.click(backdropOf(screen.getByRole('dialog')));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('without onClose there is no close icon and Escape or the backdrop leave it open', () => {
    render(
      <Modal open title="처리 중">
        잠시만요
      </Modal>,
    );
    expect(screen.queryByRole('button', { name: '닫기' })).toBeNull();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    fireEvent.click(backdropOf(screen.getByRole('dialog')));
    expect((screen.getByRole('dialog', { name: '처리 중' }) as HTMLDialogElement).open).toBe(true);
  });

  it('a dialog the browser closes anyway is reported to onClose, or shown again when it has none', async () => {
    const onClose = vi.fn();
    const { unmount } = render(
      <Modal open title="알림" onClose={onClose}>
        x
      </Modal>,
    );
    (screen.getByRole('dialog') as HTMLDialogElement).close();
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    unmount();

    render(
      <Modal open title="처리 중">
        x
      </Modal>,
    );
    const stuck = screen.getByRole('dialog', { name: '처리 중' }) as HTMLDialogElement;
    stuck.close();
    await vi.waitFor(() => expect(stuck.open).toBe(true));
  });

  it('Escape closes only the topmost of two open dialogs', () => {
    const outer = vi.fn();
    const inner = vi.fn();
    render(
      <Modal open title="본인 인증" onClose={outer}>
        <AlertModal open onConfirm={inner}>
          본인 인증 결과를 확인하지 못했어요.
        </AlertModal>
      </Modal>,
    );
    fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    expect([inner.mock.calls.length, outer.mock.calls.length]).toEqual([1, 0]);
  });

  it('locks the page scroll while any dialog is open and restores it after the last one closes', () => {
    const { rerender } = render(
      <>
        <Modal open title="알림">
          x
        </Modal>
        <Modal open title="확인">
          y
        </Modal>
      </>,
    );
    expect(document.documentElement.style.overflow).toBe('hidden');
    rerender(
      <>
        <Modal open={false} title="알림">
          x
        </Modal>
        <Modal open title="확인">
          y
        </Modal>
      </>,
    );
    expect(document.documentElement.style.overflow).toBe('hidden');
    rerender(
      <>
        <Modal open={false} title="알림">
          x
        </Modal>
        <Modal open={false} title="확인">
          y
        </Modal>
      </>,
    );
    expect(document.documentElement.style.overflow).toBe('');
  });
});

describe('AlertModal', () => {
  it('is titled 알림 by default, describes itself with the message and focuses its one button', () => {
    const onConfirm = vi.fn();
    render(
      <AlertModal open onConfirm={onConfirm}>
        장바구니에 추가했습니다.
      </AlertModal>,
    );
    const dialog = screen.getByRole('alertdialog', { name: '알림' });
    expect(dialog.getAttribute('aria-describedby')).toBe(screen.getByText('장바구니에 추가했습니다.').id);
    const confirm = screen.getByRole('button', { name: '확인' });
    expect(document.activeElement).toBe(confirm);
    fireEvent.click(confirm);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });
});

describe('ConfirmModal', () => {
  it('offers two choices; Escape picks the cancelling one', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmModal
        open
        title="알림"
        confirmLabel="장바구니로 이동하기"
        cancelLabel="계속 쇼핑하기"
        onConfirm={onConfirm}
        onCancel={onCancel}
      >
        장바구니에 추가했습니다.
      </ConfirmModal>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '장바구니로 이동하기' }));
    fireEvent.click(screen.getByRole('button', { name: '장바구니로 이동하기' }));
    fireEvent.click(screen.getByRole('button', { name: '계속 쇼핑하기' }));
    act(() => {
      fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' });
    });
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('while busy both choices are disabled and the confirm button says it is busy', () => {
    render(
      <ConfirmModal open busy title="쿠폰 알림" onConfirm={() => undefined} onCancel={() => undefined}>
        x
      </ConfirmModal>,
    );
    const confirm = screen.getByRole('button', { name: '확인' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: '취소' }).hasAttribute('disabled')).toBe(true);
  });
});
