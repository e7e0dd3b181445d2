import { type Bind, ContainerModule } from 'inversify';
import { BrowserKeyValueStore } from '../adapters/storage/browser-key-value-store';
import { ConsoleLogger } from '../adapters/storage/console-logger';
import { CookiePreferenceStore } from '../adapters/storage/cookie-preference-store';
import { DocumentCookieJar } from '../adapters/storage/document-cookie-jar';
import { LocalStorageOrderFormRepository } from '../adapters/storage/local-storage-order-form-repository';
import { SessionStorageArsFlag } from '../adapters/storage/session-storage-ars-flag';
import { SystemClock } from '../adapters/storage/system-clock';
import { TimerScheduler } from '../adapters/storage/timer-scheduler';
import { TOKENS } from '../tokens';
import { provide } from './provide';

/** The sidebar order form, preferences and ARS flag over whichever stores and cookie jar the family binds. */
export function bindDevicePorts(bind: Bind): void {
  provide(
    bind,
    TOKENS.OrderFormRepository,
    (get) => new LocalStorageOrderFormRepository(get(TOKENS.LocalStore)),
  ).inSingletonScope();
  provide(bind, TOKENS.PreferenceStore, (get) => new CookiePreferenceStore(get(TOKENS.CookieJar))).inSingletonScope();
  provide(bind, TOKENS.ArsFlag, (get) => new SessionStorageArsFlag(get(TOKENS.SessionStore))).inSingletonScope();
}

/** What the browser family reads from the page; read lazily, so importing this file needs no browser. */
export interface BrowserEnvironment {
  readonly localStorage: Storage;
  readonly sessionStorage: Storage;
  readonly document: Document;
}

/** Device-side ports in the browser: localStorage, sessionStorage, document.cookie, the system clock and the console. */
export function createBrowserStorageModule(environment: () => BrowserEnvironment = () => globalThis): ContainerModule {
  return new ContainerModule(({ bind }) => {
    provide(bind, TOKENS.Clock, () => new SystemClock()).inSingletonScope();
    provide(bind, TOKENS.Scheduler, () => new TimerScheduler()).inSingletonScope();
    provide(bind, TOKENS.Logger, () => new ConsoleLogger()).inSingletonScope();
    provide(bind, TOKENS.LocalStore, () => new BrowserKeyValueStore(environment().localStorage)).inSingletonScope();
    provide(bind, TOKENS.SessionStore, () => new BrowserKeyValueStore(environment().sessionStorage)).inSingletonScope();
    provide(bind, TOKENS.CookieJar, () => new DocumentCookieJar(environment().document)).inSingletonScope();
    bindDevicePorts(bind);
  });
}

export const browserStorageModule = createBrowserStorageModule();
