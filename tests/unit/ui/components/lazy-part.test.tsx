import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LazyPartSlot, lazyPart } from '../../../../src/adapters/ui/components/lazy-part/lazy-part';
import '../support/dom';

function Greeting({ name }: { readonly name: string }) {
  return <p>안녕하세요 {name}님</p>;
}

/**
 * Renders in an awaited act: a component that suspends in a synchronous act is never rendered again in a test
 * (React's act environment), while a browser renders it once the promise settles.
 */
async function renderSlot(ui: React.ReactElement) {
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(ui);
  });
  if (view === undefined) throw new Error('not rendered');
  return view;
}

/** A part whose fetch the test settles: each call of `load` is one fetch of the chunk. */
function controlledPart() {
  const fetches: { resolve: (component: typeof Greeting) => void; reject: (error: Error) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<typeof Greeting>((resolve, reject) => {
        fetches.push({ resolve, reject });
      }),
  );
  return { part: lazyPart(load), load, fetches };
}

describe('a part of the shell whose code loads on first use (issue 13)', () => {
  it('shows nothing while its code is fetched, then the part; a part opened again renders at once', async () => {
    const { part, load, fetches } = controlledPart();
    const onFailure = vi.fn();
    const view = await renderSlot(<LazyPartSlot part={part} props={{ name: '김치킨' }} onFailure={onFailure} />);
    expect(screen.queryByText(/안녕하세요/)).toBeNull();
    await act(async () => fetches[0]?.resolve(Greeting));
    expect(screen.getByText('안녕하세요 김치킨님')).toBeTruthy();
    view.unmount();

    render(<LazyPartSlot part={part} props={{ name: '이양념' }} onFailure={onFailure} />);
    expect(screen.getByText('안녕하세요 이양념님')).toBeTruthy();
    expect(load).toHaveBeenCalledOnce();
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('a fetch that fails shows nothing and tells the opener once; the next opening fetches again', async () => {
    const { part, load, fetches } = controlledPart();
    const onFailure = vi.fn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const view = await renderSlot(<LazyPartSlot part={part} props={{ name: '김치킨' }} onFailure={onFailure} />);
    await act(async () => fetches[0]?.reject(new Error('offline')));
    expect(onFailure).toHaveBeenCalledOnce();
    expect(screen.queryByText(/안녕하세요/)).toBeNull();
    // One fetch for the failed opening: the slot does not fetch again at each render.
    expect(load).toHaveBeenCalledOnce();
    view.unmount();

    await renderSlot(<LazyPartSlot part={part} props={{ name: '김치킨' }} onFailure={onFailure} />);
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => fetches[1]?.resolve(Greeting));
    expect(screen.getByText('안녕하세요 김치킨님')).toBeTruthy();
    expect(onFailure).toHaveBeenCalledOnce();
    warn.mockRestore();
    error.mockRestore();
  });

  it('preload fetches the code once, ahead of the first opening, and keeps quiet about a failure', async () => {
    const { part, load, fetches } = controlledPart();
    part.preload();
    part.preload();
    expect(load).toHaveBeenCalledOnce();
    await act(async () => fetches[0]?.resolve(Greeting));
    render(<LazyPartSlot part={part} props={{ name: '김치킨' }} onFailure={() => undefined} />);
    expect(screen.getByText('안녕하세요 김치킨님')).toBeTruthy();

    const failing = controlledPart();
    failing.part.preload();
    await act(async () => failing.fetches[0]?.reject(new Error('offline')));
    expect(failing.part.loaded()).toBeUndefined();
  });
});
