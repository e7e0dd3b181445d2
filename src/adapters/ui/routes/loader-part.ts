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
 * null shows its error state with 다시 시도, which runs its loader again (page-data.ts), or reads that part itself.
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
 * What the loader of a page about one item (`/events/:id`, `/faq/notices/:id`) read: the id asked, and the item, or
 * null when it could not be read (the page shows its error with 다시 시도).
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
