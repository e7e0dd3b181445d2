import { act } from '@testing-library/react';
import { useLayoutEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import './support/dom';
import { replayInputBeforeHydration } from '../../../src/adapters/ui/input-before-hydration';

/** What the form below last told its page, read when 검색 is pressed. */
interface Submitted {
  readonly name: string;
  readonly extra: boolean;
  readonly method: string;
  readonly size: string;
  readonly note: string;
}

/** A server-rendered form of controlled fields: a search box, a box, a radio pair, a list and an untouched note. */
function Form({
  onSubmit,
  onNoteChange,
}: {
  readonly onSubmit: (submitted: Submitted) => void;
  readonly onNoteChange: () => void;
}) {
  const [name, setName] = useState('');
  const [extra, setExtra] = useState(false);
  const [method, setMethod] = useState('card');
  const [size, setSize] = useState('m');
  const [note, setNote] = useState('문 앞');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ name, extra, method, size, note });
      }}
    >
      <input aria-label="매장명" type="search" value={name} onChange={(event) => setName(event.target.value)} />
      <input aria-label="치즈 추가" type="checkbox" checked={extra} onChange={() => setExtra(!extra)} />
      {['card', 'cash'].map((value) => (
        <input
          key={value}
          aria-label={value}
          type="radio"
          name="method"
          value={value}
          checked={method === value}
          onChange={() => setMethod(value)}
        />
      ))}
      <select aria-label="크기" value={size} onChange={(event) => setSize(event.target.value)}>
        <option value="s">S</option>
        <option value="m">M</option>
      </select>
      <textarea
        aria-label="요청사항"
        value={note}
        onChange={(event) => {
          onNoteChange();
          setNote(event.target.value);
        }}
      />
      <button type="submit">검색</button>
    </form>
  );
}

/** The storefront's root: the replay runs in the commit that hydrated the page (main.tsx through App). */
function Page(props: Parameters<typeof Form>[0] & { readonly replay: boolean; readonly container: HTMLElement }) {
  const { replay, container } = props;
  useLayoutEffect(() => {
    if (replay) replayInputBeforeHydration(container);
  }, [replay, container]);
  return <Form onSubmit={props.onSubmit} onNoteChange={props.onNoteChange} />;
}

const field = <T extends Element>(label: string) => document.querySelector(`[aria-label="${label}"]`) as T;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

/** Renders the form as the server does, lets the customer use it before any script ran, then hydrates it. */
async function fillThenHydrate(replay: boolean) {
  const onSubmit = vi.fn();
  const onNoteChange = vi.fn();
  const container = document.createElement('div');
  document.body.append(container);
  const page = <Page replay={replay} container={container} onSubmit={onSubmit} onNoteChange={onNoteChange} />;
  container.innerHTML = renderToString(page);
  // The browser's own handling of the customer's typing and clicks: no page script has run yet.
  field<HTMLInputElement>('매장명').value = '잠실';
  field<HTMLInputElement>('치즈 추가').checked = true;
  field<HTMLInputElement>('cash').checked = true;
  field<HTMLSelectElement>('크기').value = 's';
  await act(async () => {
    root = hydrateRoot(container, page, { onRecoverableError: (error) => console.error(error) });
  });
  act(() => document.querySelector<HTMLButtonElement>('button[type="submit"]')?.click());
  return { onSubmit, onNoteChange };
}

describe('what a customer entered before the page was hydrated', () => {
  it('reaches the page as input: the text, the box, the radio and the list it acts on', async () => {
    const { onSubmit, onNoteChange } = await fillThenHydrate(true);
    expect(onSubmit).toHaveBeenCalledWith({ name: '잠실', extra: true, method: 'cash', size: 's', note: '문 앞' });
    // What the fields show is the page's state now: a later render keeps it.
    expect(field<HTMLInputElement>('매장명').value).toBe('잠실');
    expect(field<HTMLInputElement>('치즈 추가').checked).toBe(true);
    expect(field<HTMLInputElement>('cash').checked).toBe(true);
    expect(field<HTMLInputElement>('card').checked).toBe(false);
    // A field the customer did not touch is not entered again.
    expect(onNoteChange).not.toHaveBeenCalled();
    expect(field<HTMLTextAreaElement>('요청사항').value).toBe('문 앞');
  });

  it('is unknown to the page without the replay (the defect: a search for nothing)', async () => {
    const { onSubmit } = await fillThenHydrate(false);
    expect(onSubmit).toHaveBeenCalledWith({ name: '', extra: false, method: 'card', size: 'm', note: '문 앞' });
  });
});
