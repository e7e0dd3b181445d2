import { Component, type ComponentType, type ReactNode, Suspense, use, useState } from 'react';
import { loadOnce } from '../../../../domain/shared/load-once';

export interface LazyPart<P> {
  /** The part's component, fetched on the first call; a failed fetch is made again on the next call. */
  readonly code: () => Promise<ComponentType<P>>;
  /** The component once fetched: a part opened again renders at once, without suspending. */
  readonly loaded: () => ComponentType<P> | undefined;
  /** Fetches the code ahead of the part's first use (the browser being idle); a failure is left to that use. */
  readonly preload: () => void;
}

/**
 * Issue 13: a part of the shell that shows only after the customer asks for it (the navigation drawer, the
 * coupon-number popup) has its code in a chunk of its own, out of every page's first load. Rendered with LazyPartSlot,
 * its chunk is fetched on the first render (or by `preload`), once: a fetch that failed is made again the next time
 * it is opened.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let component: ComponentType<P> | undefined;
  const code = loadOnce(async () => {
    component = await load();
    return component;
  });
  return { code, loaded: () => component, preload: () => void code().catch(() => undefined) };
}

export interface LazyPartSlotProps<P> {
  readonly part: LazyPart<P>;
  readonly props: P;
  /** The code could not be fetched (offline, a deploy since the page loaded): the part's opener closes it again. */
  readonly onFailure: () => void;
}

/** Renders the part once its code is here: nothing until then, and nothing (onFailure) when it cannot be fetched. */
export function LazyPartSlot<P extends object>({ part, props, onFailure }: LazyPartSlotProps<P>) {
  // One fetch per slot: React reads a failed fetch from the promise it suspended on, so a new promise at every render
  // (the load-once helper starts a new fetch after a failure) would fetch again and again. A new slot fetches anew.
  const [code] = useState(() => part.loaded() ?? part.code());
  return (
    <FailureBoundary onFailure={onFailure}>
      <Suspense fallback={null}>
        <LoadedPart code={code} props={props} />
      </Suspense>
    </FailureBoundary>
  );
}

function LoadedPart<P extends object>({
  code,
  props,
}: {
  readonly code: ComponentType<P> | Promise<ComponentType<P>>;
  readonly props: P;
}) {
  const Part = code instanceof Promise ? use(code) : code;
  return <Part {...props} />;
}

interface FailureBoundaryProps {
  readonly onFailure: () => void;
  readonly children: ReactNode;
}

/** Shows nothing in place of a part whose code failed to load, and tells its opener (the shell keeps working). */
class FailureBoundary extends Component<FailureBoundaryProps, { readonly failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { readonly failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('a part of the page could not be loaded', error);
    this.props.onFailure();
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
