import { when } from 'mobx';
import type { LoaderFunctionArgs } from 'react-router';
import type { Session } from '../../../domain/session/types';
import type { Resolve } from '../../../tokens';
import { UI_TOKENS } from '../di/ui-tokens';

/**
 * The visitor's session once the session store's first read knows it (null: signed out), for a personal page's loader
 * in the browser (/cart, /checkout): without a session it asks nothing, since the call would sign the visitor out.
 */
export async function sessionOnceRead(resolve: Resolve): Promise<Session | null> {
  const { session } = resolve(UI_TOKENS.RootStore);
  await when(() => session.session.status === 'loaded');
  return session.current;
}

/**
 * One part of a route loader's answer (issue 13): the value, or null when it could not be read (logged). A page given
 * null reads that part again itself and shows its own error state when it fails again, as without a loader.
 */
export async function readOrNull<T>(read: () => Promise<T>, what: string): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    console.error(`${what} could not be read`, error);
    return null;
  }
}

/**
 * The read a route loader's answer already stands for (issue 13): a view-model shows that answer from its first
 * render, and its page's first read of the same `key` (an id, a page, a tab and page) reads nothing. Only the first
 * read is covered: any read ends it, so a later one (another page, 다시 시도) always asks the use case.
 */
export class PreloadedRead<K> {
  private pending: K | null;

  constructor(key: K | null) {
    this.pending = key;
  }

  /** Whether a read of `key` is the one the loader's answer is (true once at most). */
  covers(key: K): boolean {
    const covered = this.pending !== null && this.pending === key;
    this.pending = null;
    return covered;
  }
}

/**
 * What the loader of a page about one item (`/events/:id`, `/faq/notices/:id`) read: the id asked, and the item, or
 * null when it could not be read (the page reads it again and shows its own error).
 */
export interface ItemPreload<R> {
  readonly id: number;
  readonly result: R | null;
}

/** The route loader of a page about the item its `:id` names, reading it with `read` (a use case). */
export function itemLoader<R>(
  read: (resolve: Resolve, id: number) => Promise<R>,
  what: string,
): (resolve: Resolve) => (args: LoaderFunctionArgs) => Promise<ItemPreload<R>> {
  return (resolve) =>
    async ({ params }: LoaderFunctionArgs): Promise<ItemPreload<R>> => {
      const id = Number(params['id']);
      return { id, result: await readOrNull(() => read(resolve, id), what) };
    };
}

/** The request the server renders a customer's own page for (issue 13: server-render.tsx's customer pages). */
export interface CustomerPageRequest {
  /** The page's query, without its `?`. */
  readonly search: string;
  readonly userAgent: string;
  /** A member's session cookie (else a guest's). */
  readonly member: boolean;
}
