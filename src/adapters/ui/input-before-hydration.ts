/**
 * What a customer entered in a server-rendered page before it was hydrated: the browser kept it in the fields, but
 * the page's state never heard of it (React hydrates a field without reading it). The next render of the field put
 * the state's value back, so the text was lost, and until then the page acted on what it had rendered (a search
 * for nothing, the card rather than the payment method the customer had picked). Seen on /stores/map at a phone's
 * speed: the name typed while the scripts were loading was gone by the first click on 검색.
 */

/** The input types a customer types into (the rest are buttons, files or hidden). */
const TYPED = new Set(['text', 'search', 'tel', 'email', 'url', 'password', 'number']);

/** The setter a browser's own editing goes through: it leaves the page's record of the last value alone. */
function setValueAsTyped(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
}

function isTyped(field: Element): field is HTMLInputElement | HTMLTextAreaElement {
  return field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && TYPED.has(field.type));
}

function isToggle(field: Element): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

/**
 * Hands every field of `root` that differs from the markup it was rendered with to the page, as the customer's own
 * input: the field is set back to the rendered value, then the customer's value is entered as the browser does it
 * (text followed by an `input` event, a box or a choice clicked, a list's `change`). Run once, in the commit that
 * hydrated the page, before the browser delivers any later event. A field the customer did not touch is left alone.
 */
export function replayInputBeforeHydration(root: ParentNode): void {
  for (const field of root.querySelectorAll('input, textarea, select')) {
    if (isTyped(field)) {
      const typed = field.value;
      if (typed === field.defaultValue) continue;
      field.value = field.defaultValue;
      setValueAsTyped(field, typed);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    } else if (isToggle(field)) {
      // A radio chosen instead of another: only the chosen one is replayed (the others follow it).
      if (field.checked === field.defaultChecked || (field.type === 'radio' && !field.checked)) continue;
      field.checked = field.defaultChecked;
      field.click();
    } else if (field instanceof HTMLSelectElement) {
      const options = [...field.options];
      // Without a rendered choice the browser shows the first option: nothing tells what the customer changed.
      if (!options.some((option) => option.defaultSelected)) continue;
      if (options.every((option) => option.selected === option.defaultSelected)) continue;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }
}
