/**
 * jsdom 29 has <dialog> and its `open` attribute but not showModal(), close() or Escape's `cancel` event. This is
 * the least of them that the UI's ModalDialog relies on: showModal sets `open` and moves focus in (the first
 * focusable element, as Chromium does); close removes it and fires `close` a task later; an Escape keydown that
 * nothing prevented fires a cancelable `cancel` at the topmost modal dialog and closes it unless it was prevented.
 * What jsdom cannot show (the page behind made inert, the top layer, the backdrop) is checked in Chromium (e2e).
 */

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

const modals: HTMLDialogElement[] = [];

function topmostModal(): HTMLDialogElement | undefined {
  for (let i = modals.length - 1; i >= 0; i -= 1) {
    const dialog = modals[i];
    if (dialog?.isConnected && dialog.open) return dialog;
  }
  return undefined;
}

export function installDialogPolyfill(): void {
  const proto = HTMLDialogElement.prototype as HTMLDialogElement & { showModal?: unknown };
  if (typeof proto.showModal === 'function') return;

  Object.defineProperty(HTMLDialogElement.prototype, 'returnValue', { value: '', writable: true });

  HTMLDialogElement.prototype.show = function show(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };

  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    if (!this.isConnected) throw new DOMException('The dialog is not in a document.', 'InvalidStateError');
    this.setAttribute('open', '');
    modals.push(this);
    this.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  };

  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    this.removeAttribute('open');
    const index = modals.lastIndexOf(this);
    if (index >= 0) modals.splice(index, 1);
    if (returnValue !== undefined) this.returnValue = returnValue;
    setTimeout(() => this.dispatchEvent(new Event('close')), 0);
  };

  // The browser's close request: after the page had its chance to handle the keydown.
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const dialog = topmostModal();
    if (dialog === undefined) return;
    if (dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) dialog.close();
  });
}
