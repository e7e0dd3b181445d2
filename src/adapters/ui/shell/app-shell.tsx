import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigate, useRevalidator } from 'react-router';
import { isMobileUserAgent } from '../../../domain/shared/user-agent';
import { FRANCHISE_PROFILE } from '../../../franchise/profile';
import { TOKENS } from '../../../tokens';
import { LazyPartSlot, lazyPart } from '../components/lazy-part/lazy-part';
import { AlertModal } from '../components/modal/alert-modal';
import { useRootStore, useService, useViewModel } from '../di/services';
import { UI_TOKENS } from '../di/ui-tokens';
import { useIsMobile } from '../hooks/use-media-query';
import { usePageReadyForInput } from '../hooks/use-page-ready-for-input';
import { useUserAgent } from '../hooks/user-agent';
import type { RouteHandle } from '../routes/page-data';
import { guardedSessionKey } from '../session/route-guard';
import { AppDownloadBanner } from './app-download-banner';
import styles from './app-shell.module.css';
import { Footer } from './footer/footer';
import { GuardAlert } from './guard-alert';
import { DesktopHeader } from './header/desktop-header';
import { MobileHeader } from './header/mobile-header';
import { NavigationProgress } from './navigation-progress';
import { type ShellEffects, ShellViewModel } from './shell.view-model';
import { ShellContext } from './shell-context';
import { Sidebar } from './sidebar/sidebar';
import { StickyQuickOrder } from './sticky-quick-order';

/** Issue 13: the drawer's code is fetched once the page is idle (preloadShellParts), or when it is first opened. */
const drawer = lazyPart(async () => (await import('./drawer/navigation-drawer')).NavigationDrawer);

/** Fetches the code of the shell's parts that show only when asked for, ahead of their first use (main.tsx, idle). */
export function preloadShellParts(): void {
  drawer.preload();
}

/** The site name after each page title in the browser tab (franchise profile). */
const SITE_NAME = FRANCHISE_PROFILE.brand.siteTitle;

function pageTitle(matches: ReturnType<typeof useMatches>): string | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const title = (matches[i]?.handle as RouteHandle | undefined)?.title;
    if (title !== undefined) return title;
  }
  return undefined;
}

/**
 * The layout every route renders in (spec §2 App shell): app banner, desktop and mobile headers, drawer, the page
 * with the sidebar beside menu pages, footer and sticky quick-order button. Header and footer hide on /ars and
 * /sign/out. The layout switches at 800 px, and a mobile user agent always gets the mobile layout.
 */
export const AppShell = observer(function AppShell() {
  const root = useRootStore();
  const location = useLocation();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const userAgent = useUserAgent();
  const shell = useViewModel((get) => {
    const effects: ShellEffects = {
      navigate: (to) => void navigateRef.current(to),
      reload: (to) => window.location.assign(to),
    };
    const viewModel = new ShellViewModel({
      root,
      chooseMealType: get(TOKENS.ChooseMealType),
      logOut: get(TOKENS.LogOut),
      effects,
      userAgent,
    });
    viewModel.setLocation(location.pathname, location.search);
    return viewModel;
  });
  const mobile = useIsMobile();
  const title = pageTitle(useMatches());
  const guard = useService(UI_TOKENS.RouteGuard);
  const revalidator = useRevalidator();
  const revalidatorRef = useRef(revalidator);
  revalidatorRef.current = revalidator;

  // The shell's location and viewport must change in the same commit as the page: a passive effect runs after the
  // new page is on screen, so /cart showed for a frame with the members' quick-order button (a /cart rule).
  // The route guard's loader tells a check of the page on screen from a navigation by this (guard-loader.ts).
  useLayoutEffect(() => {
    shell.setLocation(location.pathname, location.search);
    guard.shown(shell.currentUrl);
  }, [shell, guard, location.pathname, location.search]);
  useLayoutEffect(() => shell.setMobileViewport(mobile), [shell, mobile]);
  usePageReadyForInput(location.key);
  // Spec §4 route and ARS guards: the shell's loader runs them before every page (routes.tsx); the page on screen is
  // checked again when the session changes (and once a server-rendered page knows its session).
  useEffect(
    () =>
      reaction(
        () => guardedSessionKey(root.session),
        () => void revalidatorRef.current.revalidate(),
      ),
    [root],
  );
  useEffect(() => {
    document.title = title === undefined ? SITE_NAME : `${title} | ${SITE_NAME}`;
  }, [title]);

  return (
    <ShellContext.Provider value={shell}>
      <div className={styles.shell} data-mobile-agent={isMobileUserAgent(userAgent) ? 'true' : undefined}>
        <a className={styles.skip} href="#main-content">
          본문 바로가기
        </a>
        <NavigationProgress />
        {shell.showsAppBanner ? <AppDownloadBanner /> : null}
        {shell.showsChrome ? (
          <>
            <DesktopHeader />
            <MobileHeader />
          </>
        ) : null}
        {shell.drawerOpen ? <LazyPartSlot part={drawer} props={{}} onFailure={() => shell.drawerFailed()} /> : null}
        <div className={shell.showsSidebar ? styles.withSidebar : styles.body}>
          <main id="main-content" className={styles.main} tabIndex={-1}>
            <Outlet />
          </main>
          {shell.showsSidebar ? <Sidebar /> : null}
        </div>
        {shell.showsChrome ? <Footer /> : null}
        {shell.showsStickyQuickOrder ? <StickyQuickOrder /> : null}
        <AlertModal open={shell.alertMessage !== null} onConfirm={() => shell.confirmAlert()}>
          {shell.alertMessage}
        </AlertModal>
        <GuardAlert />
        <ScrollRestoration />
      </div>
    </ShellContext.Provider>
  );
});
