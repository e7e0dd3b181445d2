import { when } from 'mobx';
import type { LoaderFunctionArgs } from 'react-router';
import { seesOwnRecords, type Viewer, viewerOf } from '../../../domain/navigation/role-visibility';
import { isMemberSession } from '../../../domain/session/status';
import type { Session } from '../../../domain/session/types';
import type { Resolve } from '../../../tokens';
import { UI_TOKENS } from '../di/ui-tokens';
import { sessionIdentity } from '../session/session-identity';

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

/** Who a customer's own page is read for (ReadAgainRequest): the session's customer now, and once the session is read. */
export interface PageCustomer {
  readonly now: () => string;
  readonly onceRead: () => Promise<string>;
}

/** The customer the session store speaks for (sessionIdentity). */
export function pageCustomer(resolve: Resolve): PageCustomer {
  return {
    now: () => sessionIdentity(resolve(UI_TOKENS.RootStore).session.current),
    onceRead: async () => sessionIdentity(await sessionOnceRead(resolve)),
  };
}

/**
 * What the loader of a members-only page (spec §2 /mypage/points, /mypage/membership) read: nothing for a visitor who
 * is not a member (the page says it is for members; the guards send a guest to log in first), else what it read, null
 * when that could not be read (the page shows its error with 다시 시도).
 */
export type MembersOnlyPreload<T> =
  | { readonly kind: 'members-only' }
  | { readonly kind: 'read'; readonly value: T | null };

/** The route loader of a members-only page, reading with `read` (use cases) once the session says a member is in. */
export function membersOnlyLoader<T>(
  read: (resolve: Resolve, url: URL) => Promise<T>,
  what: string,
): (resolve: Resolve) => (args: LoaderFunctionArgs) => Promise<MembersOnlyPreload<T>> {
  return (resolve) =>
    async ({ request }: LoaderFunctionArgs): Promise<MembersOnlyPreload<T>> => {
      if (!isMemberSession(await sessionOnceRead(resolve))) return { kind: 'members-only' };
      return { kind: 'read', value: await readOrNull(() => read(resolve, new URL(request.url)), what) };
    };
}

/**
 * Who a my-page page that guests see by a confirmed phone reads for (spec §5 guest path: /mypage/orders,
 * /mypage/inquiry), once the session is known: the viewer, and a guest's phone confirmed in this tab
 * (ConfirmedGuestPhones). `confirmed`: the viewer sees its own records (seesOwnRecords); else the page asks for a phone
 * and nothing is read.
 */
export interface PhoneCheckedViewer {
  readonly viewer: Viewer;
  readonly confirmedPhone: string | null;
  readonly confirmed: boolean;
}

export async function phoneCheckedViewer(resolve: Resolve): Promise<PhoneCheckedViewer> {
  const session = await sessionOnceRead(resolve);
  const viewer = viewerOf(session);
  const confirmedPhone = viewer === 'member' ? null : resolve(UI_TOKENS.ConfirmedGuestPhones).phoneOf(session);
  return { viewer, confirmedPhone, confirmed: seesOwnRecords(viewer, confirmedPhone) };
}
