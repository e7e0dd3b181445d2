import { useRef, useState } from 'react';
import {
  matchPath,
  type ShouldRevalidateFunction,
  useLoaderData,
  useMatches,
  useNavigation,
  useRevalidator,
} from 'react-router';

/**
 * A page's wish to have its loader read its URL again (다시 시도), which the page's `shouldRevalidate` grants until the
 * loader has answered (routes.tsx): a revalidation that another one interrupts (the guards', when the session changes)
 * still reads it, and any other check of the same URL leaves the page's data alone. A customer's own page (`customer`:
 * who the session speaks for now) also reads again when its answer was read for another customer.
 */
export class ReadAgainRequest {
  private asked = false;
  /** The customer the loader's last answer was read for (a customer's own page). */
  private readFor: string | null = null;

  constructor(private readonly customer?: () => string) {}

  ask(): void {
    this.asked = true;
  }

  /** Whether the page asked for an answer its loader has not given yet, or the answer is another customer's. */
  get pending(): boolean {
    if (this.asked) return true;
    return this.customer !== undefined && this.readFor !== null && this.readFor !== this.customer();
  }

  /** The loader answered, for `customer` (a customer's own page). */
  answered(customer: string | null = null): void {
    this.asked = false;
    this.readFor = customer;
  }
}

/** What a page route's handle carries (routes.tsx): its title, and the page's read-again request when it has a loader. */
export interface RouteHandle {
  readonly title?: string;
  readonly readAgain?: ReadAgainRequest;
}

/**
 * Issue 13: a page's data is its loader's answer for its URL. A new URL (another tab, page or item) reads through the
 * loader, as does the page's 다시 시도 (`request`); a check of the same URL for any other reason (the guards, when the
 * session changes) does not read it again. `perQuery`: the loader answers the same for every value of the route's
 * parameters, so only another query reads again.
 */
export function readAgainOnNewUrl(request: ReadAgainRequest, perQuery = false): ShouldRevalidateFunction {
  return ({ currentUrl, nextUrl, defaultShouldRevalidate }) => {
    const same = perQuery ? currentUrl.search === nextUrl.search : currentUrl.href === nextUrl.href;
    return same ? request.pending : defaultShouldRevalidate;
  };
}

export interface PageData<T> {
  /** The loader's answer for the URL on screen. */
  readonly data: T;
  /** The next answer is on its way (a navigation to another URL of this page, or 다시 시도): the shown one is stale. */
  readonly pending: boolean;
  /**
   * 다시 시도: runs the page's loader again for the URL on screen (settles when its answer is on screen). The same
   * function for as long as the page is on screen, so a view-model built once may keep it.
   */
  readonly readAgain: () => Promise<void>;
  /** No navigation and no revalidation is running (the guards' check after the session changed included). */
  readonly idle: boolean;
}

/** What a part of a page needs to offer 다시 시도 of the page's data. */
export type PageRetry = Pick<PageData<unknown>, 'pending' | 'readAgain'>;

/**
 * The data of the page on screen, from its route loader (issue 13). The router shows the answer of the last navigation
 * only (an earlier one still running is cancelled), so a page that shows this needs no counter of its own against late
 * answers. Call it from the page's component (the route's own element).
 */
export function usePageData<T>(): PageData<T> {
  const data = useLoaderData() as T;
  const matches = useMatches();
  const page = matches[matches.length - 1];
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  // The answer on screen when 다시 시도 was pressed: pending until another replaces it (or the router is done).
  const [retried, setRetried] = useState<T | null>(null);
  const navigatingHere =
    navigation.state === 'loading' && page !== undefined && matchPath(page.id, navigation.location.pathname) !== null;
  // What 다시 시도 reads when it is pressed: this render's (the function itself stays the same for the page).
  const now = useRef({ data, page, revalidator });
  now.current = { data, page, revalidator };
  const [readAgain] = useState(() => () => {
    const { data: shown, page: route, revalidator: router } = now.current;
    (route?.handle as RouteHandle | undefined)?.readAgain?.ask();
    setRetried(shown);
    return router.revalidate();
  });
  return {
    data,
    pending: navigatingHere || (retried === data && revalidator.state !== 'idle'),
    readAgain,
    idle: navigation.state === 'idle' && revalidator.state === 'idle',
  };
}
