import { ContainerModule, type ResolutionContext } from 'inversify';
import type { Clock } from '../../../application/ports/clock';
import { TOKENS } from '../../../tokens';
import { GeocoderPostcodeSearch } from '../../map/geocoder-postcode-search';
import { BrowserGeolocator } from '../../map/geolocator';
import { PortShellData } from '../session/port-shell-data';
import { RouteGuard } from '../session/route-guard';
import { AlertStore } from '../stores/alert-store';
import { ConfirmedGuestPhones } from '../stores/confirmed-guest-phones';
import { Hydration } from '../stores/hydration';
import { OrderFormStore } from '../stores/order-form-store';
import { RootStore } from '../stores/root-store';
import { browserPageLoads } from './page-loads';
import { UI_TOKENS } from './ui-tokens';

/** The host's Hydration (the browser binds one for a server-rendered page); none bound: nothing is hydrating. */
function hydrationOf(context: ResolutionContext): Hydration {
  return context.get(UI_TOKENS.Hydration, { optional: true }) ?? new Hydration();
}

/**
 * The UI's shared singletons: the shell's data source over the bound ports, and the RootStore built on it.
 * View-models are not bound: screens build them fresh from services (useViewModel).
 */
export const uiModule = new ContainerModule(({ bind }) => {
  bind(UI_TOKENS.ShellData)
    .toDynamicValue(
      (context) =>
        new PortShellData(
          context.get(TOKENS.SessionGateway),
          context.get(TOKENS.ReadShellDetails),
          context.get(TOKENS.ReadCartCount),
          context.get(TOKENS.ArsFlag),
        ),
    )
    .inSingletonScope();
  bind(UI_TOKENS.RootStore)
    .toDynamicValue(
      (context) =>
        new RootStore(
          context.get(UI_TOKENS.ShellData),
          context.get(UI_TOKENS.SessionStoreOptions, { optional: true }) ?? {},
          hydrationOf(context),
        ),
    )
    .inSingletonScope();
  bind(UI_TOKENS.AlertStore)
    .toDynamicValue(() => new AlertStore())
    .inSingletonScope();
  bind(UI_TOKENS.ConfirmedGuestPhones)
    .toDynamicValue(() => new ConfirmedGuestPhones())
    .inSingletonScope();
  bind(UI_TOKENS.RouteGuard)
    .toDynamicValue(
      (context) =>
        new RouteGuard(
          context.get(TOKENS.GuardRoute),
          context.get<RootStore>(UI_TOKENS.RootStore).session,
          context.get<AlertStore>(UI_TOKENS.AlertStore),
        ),
    )
    .inSingletonScope();
  bind(UI_TOKENS.PageLoads).toConstantValue(browserPageLoads);
  bind(UI_TOKENS.OrderFormStore)
    .toDynamicValue(
      (context) =>
        new OrderFormStore(
          context.get(TOKENS.OrderFormRepository),
          context.get(TOKENS.PutMenuInOrderForm),
          hydrationOf(context),
        ),
    )
    .inSingletonScope();
  bind(UI_TOKENS.Ticker)
    .toDynamicValue((context) => {
      const clock = context.get<Clock>(TOKENS.Clock);
      return { now: () => clock.now() };
    })
    .inSingletonScope();
  bind(UI_TOKENS.Geolocator)
    .toDynamicValue(() => new BrowserGeolocator())
    .inSingletonScope();
  // Offline, the postal search answers from our own address dataset through the AddressBook's geocoding calls.
  bind(UI_TOKENS.PostcodeSearch)
    .toDynamicValue((context) => new GeocoderPostcodeSearch(context.get(TOKENS.AddressBook)))
    .inSingletonScope();
});
