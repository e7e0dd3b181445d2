import type { PostcodeSearch } from '../../../application/ports/postcode-search';
import type { Token } from '../../../tokens';
import type { Geolocator } from '../../map/geolocator';
import type { RouteGuard } from '../session/route-guard';
import type { ShellData } from '../session/shell-data';
import type { AlertStore } from '../stores/alert-store';
import type { ConfirmedGuestPhones } from '../stores/confirmed-guest-phones';
import type { Hydration } from '../stores/hydration';
import type { OrderFormStore } from '../stores/order-form-store';
import type { RootStore } from '../stores/root-store';
import type { SessionStoreOptions } from '../stores/session-store';
import type { PageLoads } from './page-loads';
import type { Ticker } from './ticker';

const token = <T>(name: string): Token<T> => Symbol(name) as Token<T>;

/** The UI's own container keys, beside the application's TOKENS. */
export const UI_TOKENS = {
  ShellData: token<ShellData>('ShellData'),
  RootStore: token<RootStore>('RootStore'),
  /** How the session store behaves in this host (guest on arrival, focus and cross-tab signals); optional. */
  SessionStoreOptions: token<SessionStoreOptions>('SessionStoreOptions'),
  /** Whether a server-rendered page is hydrated yet (what only this visit knows is shown after); optional. */
  Hydration: token<Hydration>('Hydration'),
  /** The phones guests confirmed in this tab (the order history and inquiries of a guest). */
  ConfirmedGuestPhones: token<ConfirmedGuestPhones>('ConfirmedGuestPhones'),
  /** The shell's alert between pages (the route guard's messages). */
  AlertStore: token<AlertStore>('AlertStore'),
  /** Spec §4 route and ARS guards, asked by the shell's route loader. */
  RouteGuard: token<RouteGuard>('RouteGuard'),
  /** Loads another document (a full page load: spec §4 sign-out to /reset). */
  PageLoads: token<PageLoads>('PageLoads'),
  /** The sidebar order form in local storage (menu pages). */
  OrderFormStore: token<OrderFormStore>('OrderFormStore'),
  /** The device position (store finder, address pages). */
  Geolocator: token<Geolocator>('Geolocator'),
  /** Step 1 of the address picker: the postal search. */
  PostcodeSearch: token<PostcodeSearch>('PostcodeSearch'),
  /** The time countdowns on screen read (phone verification). */
  Ticker: token<Ticker>('Ticker'),
} as const;
