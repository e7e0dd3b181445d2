import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pageShellOf } from '../../../scripts/vite-page-shells';
import { buildServer, type ZodApp } from '../../../server/app';
import { addresses } from '../../../server/db/schema';
import { seedData } from '../../../server/db/seed/data/index';
import { DEMO_MEMBER, DEMO_MEMBER_OWNER_ID } from '../../../server/db/seed/demo-member';
import { seedDatabase } from '../../../server/db/seed/seed';
import { type PageRendering, splitLeadingPreloads } from '../../../server/http/page-rendering';
import { WIDE_SCREEN_ONLY_ATTRIBUTE } from '../../../server/http/user-agent-class';
import { routeModules } from '../../../server/routes/index';
import { formatWon } from '../../../src/domain/money/format';
import { FRANCHISE_PROFILE } from '../../../src/franchise/profile';
import { AuthClient } from '../auth/support/auth-harness';
import { describePglite } from '../support/databases';
import { TEST_AUTH_KEY } from '../support/test-server';

// Issue 13: the public pages are rendered on the server with the data of the database. The web root stands in for
// the production build: index.html with its empty #root and Vite's manifest naming the page's chunk and stylesheet.
/** index.html's web font link, which only screens 768 px and wider use (server/http/user-agent-class.ts). */
const WIDE_SCREEN_LINK =
  '<link rel="stylesheet" href="/fonts/wide.css" media="(min-width: 768px)" data-wide-screen-only>';
const INDEX =
  '<!doctype html><html lang="ko"><head><title>storefront</title>' +
  WIDE_SCREEN_LINK +
  '<link rel="modulepreload" crossorigin href="/assets/initial-9.js">' +
  '<link rel="modulepreload" href="/assets/axios-session-gateway-12.js" data-spa-only>\n' +
  '</head><body><div id="root"></div>' +
  '<script type="module" src="/assets/index-1.js"></script></body></html>';
/** The build's shell for rendered pages (scripts/vite-page-shells.ts): index.html without the SPA's preloads. */
const PAGE_TEMPLATE = pageShellOf(INDEX);
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'] },
  'src/adapters/ui/pages/categories/categories-page.tsx': {
    file: 'assets/categories-page-2.js',
    css: ['assets/categories-page-2.css'],
    imports: ['_button-3.js', '_initial-9.js'],
  },
  '_initial-9.js': { file: 'assets/initial-9.js' },
  '_button-3.js': { file: 'assets/button-3.js', css: ['assets/button-3.css'] },
  'src/adapters/ui/pages/home/home-page.tsx': { file: 'assets/home-page-4.js', css: ['assets/home-page-4.css'] },
  'src/adapters/ui/pages/products/product-page.tsx': { file: 'assets/product-page-5.js' },
  'src/adapters/ui/pages/events/events-page.tsx': { file: 'assets/events-page-6.js' },
  'src/adapters/ui/pages/events/event-detail-page.tsx': { file: 'assets/event-detail-page-7.js' },
  'src/adapters/ui/pages/faq/customer-center-page.tsx': { file: 'assets/customer-center-page-8.js' },
  'src/adapters/ui/pages/faq/notice-detail-page.tsx': { file: 'assets/notice-detail-page-10.js' },
  'src/adapters/ui/pages/stores/stores-map-page.tsx': { file: 'assets/stores-map-page-11.js' },
  'src/adapters/ui/routes/page-routes.ts': { file: 'assets/page-routes-18.js' },
  'src/adapters/ui/pages/cart/cart-page.tsx': {
    file: 'assets/cart-page-13.js',
    css: ['assets/cart-page-13.css'],
    imports: ['_stepper-14.js', '_initial-9.js'],
  },
  '_stepper-14.js': { file: 'assets/stepper-14.js', css: ['assets/stepper-14.css'] },
  'src/adapters/ui/pages/checkout/checkout-page.tsx': {
    file: 'assets/checkout-page-17.js',
    css: ['assets/checkout-page-17.css'],
    imports: ['_initial-9.js'],
  },
  'src/adapters/ui/pages/mypage/coupons/coupon-book-page.tsx': { file: 'assets/coupon-book-page-15.js' },
  '_cart-checkout-use-cases-16.js': {
    file: 'assets/cart-checkout-use-cases-16.js',
    imports: ['_stepper-14.js'],
  },
};
/** The build's route table (scripts/vite-page-routes.ts): each route's page and use-case groups, as manifest keys. */
const PAGE_ROUTE_MODULES = {
  '/categories/:id': ['src/adapters/ui/pages/categories/categories-page.tsx'],
  '/cart': ['src/adapters/ui/pages/cart/cart-page.tsx', '_cart-checkout-use-cases-16.js'],
  '/mypage/coupons/:kind': ['src/adapters/ui/pages/mypage/coupons/coupon-book-page.tsx'],
};
/**
 * What the SPA of /cart names in its head beside index.html's own: its page's and its use-case group's chunks (a chunk
 * both import named once; what index.html links not named again), and their stylesheets.
 */
const CART_PRELOADS =
  '<link rel="modulepreload" fetchpriority="low" href="/assets/cart-page-13.js">' +
  '<link rel="modulepreload" fetchpriority="low" href="/assets/stepper-14.js">' +
  '<link rel="modulepreload" fetchpriority="low" href="/assets/cart-checkout-use-cases-16.js">' +
  '<link rel="preload" as="style" crossorigin href="/assets/cart-page-13.css">' +
  '<link rel="preload" as="style" crossorigin href="/assets/stepper-14.css">';
const HTML = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile';

/** A branch that lists a menu sold out and hides another (seed data), and the categories of those menus. */
function branchWithSoldOutAndHidden() {
  const branch = seedData.branches.find((b) => b.soldOutMenuIds.length > 0 && b.hiddenMenuIds.length > 0);
  if (branch === undefined) throw new Error('the seed has no branch with both a sold-out and a hidden menu');
  const menu = (id: number) => {
    const found = seedData.menus.find((m) => m.id === id);
    if (found === undefined) throw new Error(`menu ${id} is not in the seed`);
    return found;
  };
  return {
    branchId: branch.branchId,
    soldOut: menu(branch.soldOutMenuIds[0] ?? 0),
    hidden: menu(branch.hiddenMenuIds[0] ?? 0),
  };
}

/** The server-rendered list item of the menu named `name` in `html`, or undefined when the page does not list it. */
function cardOf(html: string, name: string): string | undefined {
  const at = html.indexOf(`>${name}<`);
  if (at < 0) return undefined;
  const start = html.lastIndexOf('<li', at);
  const end = html.indexOf('</li>', at);
  return html.slice(start, end);
}

/** The loader data of the page's hydration block, by route id. */
function hydrationOf(html: string): Record<string, unknown> {
  const block = /<script type="application\/json" id="server-render-data">(.*?)<\/script>/s.exec(html)?.[1];
  return (JSON.parse(block ?? 'null') as { loaderData: Record<string, unknown> }).loaderData;
}

describePglite('server-rendered public pages', (database) => {
  let webRoot: string;
  let app: ZodApp;
  /** The router fallback's frame as the renderer gives it (renderShellFrame). */
  let shellFrame: string;
  const page = async (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { accept: HTML, 'user-agent': DESKTOP, ...headers } });
  const json = async <T>(url: string): Promise<T> => (await app.inject({ method: 'GET', url })).json() as T;

  beforeAll(async () => {
    webRoot = await mkdtemp(join(tmpdir(), 'page-rendering-'));
    await mkdir(join(webRoot, '.vite'), { recursive: true });
    await writeFile(join(webRoot, 'index.html'), INDEX);
    await writeFile(join(webRoot, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    await writeFile(join(webRoot, '.vite', 'page-routes.json'), JSON.stringify(PAGE_ROUTE_MODULES));
    await writeFile(join(webRoot, '.vite', 'page-template.html'), PAGE_TEMPLATE);
    await seedDatabase(database.current.db, seedData);
    const pageRendering = (await import('../../../src/adapters/ui/server-render')) as PageRendering;
    shellFrame = await pageRendering.renderShellFrame();
    app = await buildServer({
      database: database.current,
      authKey: TEST_AUTH_KEY,
      routes: routeModules,
      webRoot,
      pageRendering,
    });
  });
  afterAll(async () => {
    await app?.close();
    await rm(webRoot, { recursive: true, force: true });
  });

  it('the HTML of /categories/1 holds the category names, menu names and prices of the database', async () => {
    const response = await page('/categories/1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const categories = await json<{ categoryName: string }[]>('/api/delivery/menu/category');
    const menus = await json<{ menuName: string; menuPrice: number }[]>('/api/delivery/menu/1');
    expect(menus.length).toBeGreaterThan(0);
    for (const category of categories) expect(response.body).toContain(`>${category.categoryName}<`);
    for (const menu of menus) {
      const card = cardOf(response.body, menu.menuName);
      expect(card, menu.menuName).toBeDefined();
      expect(card).toContain(formatWon(menu.menuPrice));
    }
  });

  it('the HTML of / holds the recommended menus and the event banners; of /products/{id} the menu and its price', async () => {
    const home = await page('/');
    expect(home.statusCode).toBe(200);
    const banners = await json<{ title: string }[]>('/api/delivery/content/event-banner');
    expect(banners.length).toBeGreaterThan(0);
    for (const banner of banners) expect(home.body).toContain(banner.title);
    const groups = await json<{ menuItemList: { menuId: number; menuName: string; menuPrice: number }[] }[]>(
      '/api/delivery/menu/recommend?type=recommended',
    );
    const recommended = new Map(groups.flatMap((group) => group.menuItemList).map((menu) => [menu.menuId, menu]));
    const shown = hydrationOf(home.body)['/'] as { menus: { menuId: number }[] };
    expect(shown.menus.length).toBeGreaterThan(0);
    for (const { menuId } of shown.menus) {
      const menu = recommended.get(menuId);
      expect(menu, `menu ${menuId} is recommended in the database`).toBeDefined();
      expect(cardOf(home.body, menu?.menuName ?? ''), menu?.menuName).toContain(formatWon(menu?.menuPrice ?? 0));
    }
    const menu = seedData.menus[0];
    const product = await page(`/products/${menu?.id}`);
    expect(product.body).toContain(`>${menu?.menuName}<`);
    expect(product.body).toContain(formatWon(menu?.menuPrice ?? 0));
    expect(product.body).not.toMatch(/\sstyle="/);
    expect(home.body).not.toMatch(/\sstyle="/);
  });

  it('the HTML of /events, an event, /faq and its notices holds what the database has, as the loader read it', async () => {
    const events = await page('/events');
    const list = hydrationOf(events.body)['/events'] as { list: { events: { id: number; title: string }[] } };
    expect(list.list.events.length).toBeGreaterThan(0);
    for (const event of list.list.events) expect(events.body).toContain(`>${event.title}<`);
    const first = list.list.events[0];
    const detail = await page(`/events/${first?.id}`);
    expect(detail.body).toContain(`>${first?.title}<`);
    const faq = await page('/faq');
    const entries = (hydrationOf(faq.body)['/faq'] as { faq: { entries: { question: string }[] } }).faq.entries;
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) expect(faq.body).toContain(entry.question);
    const notices = await page('/faq?tab=notices');
    const board = hydrationOf(notices.body)['/faq'] as {
      notices: { result: { notices: { id: number; title: string }[] } };
    };
    expect(board.notices.result.notices.length).toBeGreaterThan(0);
    for (const notice of board.notices.result.notices) expect(notices.body).toContain(notice.title);
    const firstNotice = board.notices.result.notices[0];
    const notice = await page(`/faq/notices/${firstNotice?.id}`);
    const read = hydrationOf(notice.body)['/faq/notices/:id'] as { result: { kind: string; notice: { body: string } } };
    expect(read.result.kind).toBe('found');
    expect(notice.body).toContain(`${firstNotice?.title}`);
    const firstLine = read.result.notice.body.split('\n').find((line) => line.trim() !== '') ?? '';
    expect(notice.body).toContain(`<p>${firstLine}</p>`);
    expect(notice.body).toContain(
      '<link rel="modulepreload" fetchpriority="low" href="/assets/notice-detail-page-10.js">',
    );
    // Issue 13: the browser hydrates a page other than the landing pages with the whole route table, linked beside it.
    const routeTable = '<link rel="modulepreload" fetchpriority="low" href="/assets/page-routes-18.js">';
    for (const { body } of [events, detail, faq, notices, notice]) expect(body).toContain(routeTable);
    for (const { body } of [events, detail, faq, notices, notice]) expect(body).not.toMatch(/\sstyle="/);
  });

  it('the HTML of /stores/map lists the branches around the default centre (the server reads no remembered position)', async () => {
    const finder = await page('/stores/map?for=takeout');
    expect(finder.statusCode).toBe(200);
    const read = hydrationOf(finder.body)['/stores/map'] as {
      forTakeout: boolean;
      nearby: { source: string; stores: { branchId: number; familyName: string }[] };
    };
    expect(read.forTakeout).toBe(true);
    expect(read.nearby.source).toBe('default');
    expect(read.nearby.stores.length).toBeGreaterThan(0);
    for (const store of read.nearby.stores) {
      expect(seedData.branches.some((branch) => branch.branchId === store.branchId)).toBe(true);
      expect(finder.body).toContain(`>${store.familyName}<`);
    }
    expect(finder.body).not.toContain('aria-busy');
    // A remembered position is the browser's (a cookie the renderer never reads): the same public HTML.
    const remembered = await page('/stores/map?for=takeout', { cookie: 'position=37.49%2C127.11' });
    expect(remembered.body).toBe(finder.body);
  });

  it("beside a menu page, the sidebar's 추천 메뉴 and 신메뉴 cards hold the database's menus (read by the shell's loader)", async () => {
    const sidebarOf = (html: string) => html.slice(html.indexOf('<aside'), html.indexOf('</aside>'));
    for (const url of ['/categories/1', `/products/${seedData.menus[0]?.id}`]) {
      const { body } = await page(url);
      const sidebar = sidebarOf(body);
      for (const [type, title] of [
        ['recommended', '추천 메뉴'],
        ['new', '신메뉴'],
      ] as const) {
        const groups = await json<{ menuItemList: { menuName: string; menuPrice: number }[] }[]>(
          `/api/delivery/menu/recommend?type=${type}`,
        );
        const [first] = groups.flatMap((group) => group.menuItemList);
        expect(first, `${type} menus in the database`).toBeDefined();
        expect(sidebar).toContain(`>${title}<`);
        // The card's first page, not its loading placeholders.
        expect(cardOf(sidebar, first?.menuName ?? ''), `${url} ${title}`).toContain(formatWon(first?.menuPrice ?? 0));
      }
      const shell = hydrationOf(body)['shell'] as { sidebar: Record<string, unknown[]> };
      expect(shell.sidebar['recommended']?.length).toBeGreaterThan(0);
    }
    // Not beside other pages: the shell reads nothing for them.
    expect(hydrationOf((await page('/events')).body)['shell']).toEqual({ sidebar: null });
  });

  it("links the page's own stylesheets and chunks and carries its loader data for hydration", async () => {
    const { body } = await page('/categories/1');
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" href="/assets/categories-page-2.css">');
    expect(head).toContain('<link rel="stylesheet" href="/assets/button-3.css">');
    // The page's scripts come after its stylesheets and pictures on a phone's network (scripts/vite-page-shells.ts).
    expect(head).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/categories-page-2.js">');
    // A landing page's routes are in the first load: no route table (issue 13, src/adapters/ui/main.tsx).
    expect(body).not.toContain('page-routes-18.js');
    expect(body).toContain('<script type="module" fetchpriority="low" src="/assets/index-1.js"></script>');
    // Chromium paints nothing until the page's markup is parsed (a half-parsed phone layout moved when the rest came).
    expect(head).toContain('<link rel="expect" href="#server-render-data" blocking="render">');
    expect(body).toContain('<script type="application/json" id="server-render-data">');
    expect(head).not.toContain('index-1.css');
    // A chunk index.html links already is not linked again.
    expect(head.match(/initial-9\.js/g)).toHaveLength(1);
    expect((hydrationOf(body)['/categories/:id'] as { categoryId: number }).categoryId).toBe(1);
    // No inline script or style attribute: the CSP runs none (server/http/security-headers.ts).
    expect(body).not.toMatch(/<script(?![^>]*type="(module|application\/json)")/);
    expect(body).not.toMatch(/\sstyle="/);
  });

  it("a member's cookie and token get the same public HTML (no personal data, one cached copy)", async () => {
    const anonymous = await page('/categories/1');
    const member = await page('/categories/1', {
      cookie: 'authjs.session-token=member-session; __Host-device=abc',
      authorization: 'Bearer member-access-token',
    });
    expect(member.statusCode).toBe(200);
    expect(member.body).toBe(anonymous.body);
    expect(member.headers.etag).toBe(anonymous.headers.etag);
    expect(anonymous.headers['cache-control']).toBe('public, max-age=10, stale-while-revalidate=30');
    expect(anonymous.headers.vary).toContain('User-Agent');
    const revalidated = await page('/categories/1', { 'if-none-match': String(anonymous.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('a browser gets the cached page brotli-compressed, the same bytes on every visit, varying by both headers', async () => {
    const plain = await page('/categories/1');
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
    const first = await page('/categories/1', browser);
    expect(first.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers.vary).toBe('User-Agent, accept-encoding');
    const again = await page('/categories/1', browser);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(first.headers.etag).not.toBe(plain.headers.etag);
    const revalidated = await page('/categories/1', { ...browser, 'if-none-match': String(first.headers.etag) });
    expect(revalidated.statusCode).toBe(304);
  });

  it("at a branch, a sold-out menu is marked 품절 and a hidden one is absent, as in the browser's render", async () => {
    const { branchId, soldOut, hidden } = branchWithSoldOutAndHidden();
    const soldOutPage = await page(`/categories/${soldOut.categoryId}?branchId=${branchId}`);
    expect(cardOf(soldOutPage.body, soldOut.menuName)).toContain('품절');
    const listedElsewhere = await page(`/categories/${hidden.categoryId}`);
    expect(cardOf(listedElsewhere.body, hidden.menuName)).toBeDefined();
    const hiddenPage = await page(`/categories/${hidden.categoryId}?branchId=${branchId}`);
    expect(hiddenPage.statusCode).toBe(200);
    expect(cardOf(hiddenPage.body, hidden.menuName)).toBeUndefined();
  });

  it('a mobile browser gets the mobile page (the app banner), cached apart from the desktop one', async () => {
    const mobile = await page('/categories/1', { 'user-agent': PHONE });
    const desktop = await page('/categories/1');
    expect(mobile.body).toContain('앱 이동하기');
    expect(desktop.body).not.toContain('앱 이동하기');
  });

  it("a phone's documents leave out the wide-screen-only links (the web font), each cached apart", async () => {
    const phone = { 'user-agent': PHONE };
    for (const path of ['/categories/1', '/cart', '/no/such/page']) {
      const desktop = await page(path);
      const mobile = await page(path, phone);
      expect(desktop.body, path).toContain(WIDE_SCREEN_LINK);
      expect(mobile.body, path).not.toContain('/fonts/wide.css');
      expect(mobile.headers.vary, path).toContain('User-Agent');
      expect(desktop.headers.vary, path).toContain('User-Agent');
      // A desktop's copy is never a phone's 304.
      expect(mobile.headers.etag, path).not.toBe(desktop.headers.etag);
      expect((await page(path, { ...phone, 'if-none-match': String(desktop.headers.etag) })).statusCode, path).toBe(
        200,
      );
      expect((await page(path, { ...phone, 'if-none-match': String(mobile.headers.etag) })).statusCode, path).toBe(304);
    }
    // Nothing else differs in the SPA (its route's preloads and frame included).
    expect((await page('/cart', phone)).body).toBe((await page('/cart')).body.replace(WIDE_SCREEN_LINK, ''));
    // On a rendered page, the pictures' preloads still come first in the head.
    const rendered = (await page('/categories/1', phone)).body;
    expect(rendered.indexOf('<link rel="preload" as="image"')).toBeGreaterThan(-1);
    expect(rendered.indexOf('<link rel="preload" as="image"')).toBeLessThan(
      rendered.indexOf('<link rel="modulepreload"'),
    );
  });

  it("index.html's Pretendard stylesheet is marked wide-screen-only (a phone's documents go without it)", async () => {
    const index = await readFile('index.html', 'utf8');
    const link = /<link [^>]*href="\/fonts\/pretendard\.css"[^>]*>/.exec(index)?.[0];
    expect(link).toContain('media="(min-width: 768px)"');
    expect(link).toContain(WIDE_SCREEN_ONLY_ATTRIBUTE);
  });

  it('an unknown category renders its not-found state; a page not rendered on the server is the SPA with its frame', async () => {
    const unknown = await page('/categories/999999');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('찾을 수 없는 메뉴 분류입니다');
    const cart = await page('/cart');
    const { preloads, markup } = splitLeadingPreloads(shellFrame);
    expect(preloads).toBe(`<link rel="preload" as="image" href="${FRANCHISE_PROFILE.brand.logo.src}"/>`);
    expect(cart.body).toBe(
      INDEX.replace('</head>', `${preloads}${CART_PRELOADS}</head>`).replace(
        '<div id="root"></div>',
        `<div id="root">${markup}</div>`,
      ),
    );
    expect(cart.headers['cache-control']).toBe('no-cache');
    expect(cart.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it("the SPA of a route names that route's page chunks and stylesheets, so they load beside the entry", async () => {
    for (const path of ['/cart', '/cart/', '/cart?from=header'])
      expect((await page(path)).body, path).toContain(CART_PRELOADS);
    const coupons = (await page('/mypage/coupons/membership')).body;
    expect(coupons).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/coupon-book-page-15.js">');
    expect(coupons).not.toContain('cart-page-13');
    // A path of no route of the table gets index.html with the frame only.
    const { preloads, markup } = splitLeadingPreloads(shellFrame);
    const plain = INDEX.replace('</head>', `${preloads}</head>`).replace(
      '<div id="root"></div>',
      `<div id="root">${markup}</div>`,
    );
    for (const path of ['/mypage/coupons', '/no/such/page']) expect((await page(path)).body, path).toBe(plain);
    // Each route's document has its own ETag: a 304 for the same route, never for another's copy.
    const cart = await page('/cart');
    expect((await page('/cart', { 'if-none-match': String(cart.headers.etag) })).statusCode).toBe(304);
    expect((await page('/no/such/page', { 'if-none-match': String(cart.headers.etag) })).statusCode).toBe(200);
  });

  it("the SPA's frame is the router fallback's frame: the header bar and the brand's logo, no spinner yet", async () => {
    const frame = splitLeadingPreloads(shellFrame).markup;
    expect(frame).toMatch(/^<div class="[^"]+"><div class="[^"]+"><\/div><div class="[^"]+"><img /);
    expect(frame).toContain(`src="${FRANCHISE_PROFILE.brand.logo.src}"`);
    expect(frame).toContain(`alt="${FRANCHISE_PROFILE.brand.name}"`);
    // The spinner comes with the app's first render (an animation while the scripts run costs a phone's main thread).
    expect(frame).not.toContain('role="status"');
    // Sent like index.html: revalidated every time (an ETag, then a 304).
    const first = await page('/mypage/orders');
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await page('/mypage/orders', { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it("a rendered page is the build's page shell (without the SPA's preloads); the SPA is index.html", async () => {
    expect((await page('/cart')).body).toContain('axios-session-gateway-12.js');
    const rendered = (await page('/categories/1')).body;
    expect(rendered).toContain('id="server-render-data"');
    expect(rendered).not.toContain('axios-session-gateway-12.js');
    expect(rendered).toContain('<script type="module" fetchpriority="low" src="/assets/index-1.js"></script>');
  });

  it("the page's first pictures are asked for first in the head, not at the start of #root", async () => {
    const { body } = await page('/categories/1');
    const head = body.slice(0, body.indexOf('</head>'));
    const root = body.slice(body.indexOf('<div id="root">'));
    const firstPicture = /<img src="([^"]+)"[^>]*fetchpriority="high"/i.exec(root)?.[1];
    expect(firstPicture).toMatch(/^\/images\/menus\//);
    const preload = `<link rel="preload" as="image" href="${firstPicture}" fetchPriority="high"/>`;
    expect(head.indexOf(preload)).toBeGreaterThan(-1);
    expect(head.indexOf(preload)).toBeLessThan(head.indexOf('<link rel="modulepreload"'));
    expect(body).toMatch(/<div id="root"><div /);
    expect(root).not.toContain('<link rel="preload"');

    // On / the first event banner (the largest paint at 390 px) is asked for first, at high priority.
    const home = (await page('/')).body;
    const homeHead = home.slice(0, home.indexOf('</head>'));
    const banner = /<img src="([^"]+)"[^>]*loading="eager" fetchpriority="high"/i.exec(home)?.[1];
    expect(banner).toMatch(/^\/images\/banners\//);
    const bannerPreload = homeHead.indexOf(`<link rel="preload" href="${banner}" as="image" fetchPriority="high"/>`);
    expect(bannerPreload).toBeGreaterThan(-1);
    expect(bannerPreload).toBeLessThan(homeHead.indexOf('<link rel="preload" href="/images/banners/popup-'));
    expect(bannerPreload).toBeLessThan(homeHead.indexOf('<link rel="modulepreload"'));
  });

  /** A client signed in as the demo member (spec §7 sign-in helper) whose cart holds the first two menus of category 1. */
  async function memberWithCart(): Promise<{ client: AuthClient; bearer: Record<string, string> }> {
    const client = new AuthClient(app, { accept: HTML, 'user-agent': DESKTOP });
    await client.signIn('member', { username: DEMO_MEMBER.username, password: DEMO_MEMBER.password });
    const session = await client.session();
    if (session === null) throw new Error('the demo member could not sign in');
    const bearer = { authorization: `Bearer ${session.accessToken}` };
    await app.inject({ method: 'DELETE', url: '/api/delivery/cart', headers: bearer });
    for (const { id } of (await json<{ id: number }[]>('/api/delivery/menu/1')).slice(0, 2)) {
      const groups = await json<{ minSelect: number; subOptionItemDetailResponseList: { id: number }[] }[]>(
        `/api/delivery/menu/sub-option/${id}`,
      );
      const subOptionItemIdSet = groups.flatMap((g) =>
        g.subOptionItemDetailResponseList.slice(0, g.minSelect).map((item) => item.id),
      );
      const added = await app.inject({
        method: 'POST',
        url: '/api/delivery/cart',
        headers: bearer,
        payload: { mainMenuId: id, quantity: 2, subOptionItemIdSet },
      });
      expect(added.statusCode).toBe(201);
    }
    return { client, bearer };
  }

  it("a member's /cart is rendered for that member from the database: the lines, their totals and the sum, never stored", async () => {
    const { client, bearer } = await memberWithCart();
    const cart = (
      await app.inject({ method: 'POST', url: '/api/delivery/cart/list', headers: bearer, payload: {} })
    ).json<{
      responseList: { mainMenuName: string; totalMenuWithSubOptionAndQuantityPrice: number }[];
      totalPrice: number;
    }>();
    expect(cart.responseList).toHaveLength(2);
    const rendered = await client.get('/cart');
    expect(rendered.statusCode).toBe(200);
    expect(rendered.headers['cache-control']).toBe('private, no-store');
    expect(rendered.headers.etag).toBeUndefined();
    expect(String(rendered.headers.vary)).toMatch(/cookie/i);
    const root = rendered.body.slice(rendered.body.indexOf('<div id="root">'));
    for (const line of cart.responseList) {
      expect(root).toContain(`>${line.mainMenuName}<`);
      expect(root).toContain(formatWon(line.totalMenuWithSubOptionAndQuantityPrice));
    }
    expect(root).toContain(formatWon(cart.totalPrice));
    // The page's own stylesheet and chunk are linked; its loader data is the server's read, for hydration.
    expect(rendered.body).toContain('<link rel="stylesheet" href="/assets/cart-page-13.css">');
    const data = hydrationOf(rendered.body)['/cart'] as {
      result: { kind: string; lines: unknown[] };
      readOnServer: boolean;
    };
    expect(data.readOnServer).toBe(true);
    expect(data.result.kind).toBe('loaded');
    expect(data.result.lines).toEqual(cart.responseList);
    // The first line's picture is asked for at high priority before the head's stylesheets and scripts.
    const head = rendered.body.slice(0, rendered.body.indexOf('</head>'));
    const firstPicture = head.search(
      /<link rel="preload" as="image" href="\/images\/menus\/[^"]+" fetchPriority="high"\/>/,
    );
    expect(firstPicture).toBeGreaterThan(-1);
    expect(firstPicture).toBeLessThan(head.indexOf('<link rel="stylesheet"'));
    expect(firstPicture).toBeLessThan(head.indexOf('<link rel="modulepreload"'));
  });

  it('/cart without a live session, with a forged or revoked cookie, or for a member without a default address is the SPA', async () => {
    const { client } = await memberWithCart();
    const spa = await page('/cart');
    expect(spa.body).toContain(CART_PRELOADS);
    expect(spa.body).not.toContain('server-render-data');
    expect(spa.headers['cache-control']).toBe('no-cache');
    const forged = await page('/cart', { cookie: 'authjs.session-token=forged.cookie.value' });
    expect(forged.body).toBe(spa.body);

    // No default address: the spec §4 guard sends the member to /address/permission first, in the browser.
    const [address] = await database.current.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.ownerId, DEMO_MEMBER_OWNER_ID), eq(addresses.isDefault, true)));
    if (address === undefined) throw new Error('the demo member has no default address');
    await database.current.db.update(addresses).set({ isDefault: false }).where(eq(addresses.id, address.id));
    try {
      expect((await client.get('/cart')).body).toBe(spa.body);
    } finally {
      await database.current.db.update(addresses).set({ isDefault: true }).where(eq(addresses.id, address.id));
    }
    expect((await client.get('/cart')).body).toContain('server-render-data');

    // Signed out: the cookie's refresh family is revoked, and the same cookie gets the SPA.
    const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    await client.signOut();
    expect((await page('/cart', { cookie })).body).toBe(spa.body);
  });

  it("a guest's /cart is rendered too; a phone gets the phone's document of it", async () => {
    const guest = new AuthClient(app, { accept: HTML, 'user-agent': PHONE });
    const signIn = await guest.signIn('guest');
    expect(signIn.status).toBe(200);
    const rendered = await guest.get('/cart');
    expect(rendered.headers['cache-control']).toBe('private, no-store');
    expect(rendered.body).toContain('장바구니가 비어 있어요');
    expect(rendered.body).not.toContain(WIDE_SCREEN_LINK);
    expect(hydrationOf(rendered.body)['/cart']).toMatchObject({
      result: { kind: 'loaded', lines: [] },
      readOnServer: true,
    });
  });

  it("a member's delivery /checkout is rendered for that member: the address, the lines, the points and the amount, never stored", async () => {
    const { client, bearer } = await memberWithCart();
    const cart = (
      await app.inject({ method: 'POST', url: '/api/delivery/cart/list', headers: bearer, payload: {} })
    ).json<{ responseList: { mainMenuName: string }[]; totalPrice: number }>();
    const rendered = await client.get('/checkout?mealType=delivery');
    expect(rendered.statusCode).toBe(200);
    expect(rendered.headers['cache-control']).toBe('private, no-store');
    expect(rendered.headers.etag).toBeUndefined();
    expect(String(rendered.headers.vary)).toMatch(/cookie/i);
    expect(rendered.body).toContain('<link rel="stylesheet" href="/assets/checkout-page-17.css">');
    // The loader data is the server's snapshot, taken through the order service for this member and the desktop agent.
    const data = hydrationOf(rendered.body)['/checkout'] as {
      search: string;
      agent: string;
      member: boolean;
      result: { kind: string; checkout: { checkoutId: string; deliveryInfo: { deliveryFullAddress: string } | null } };
    };
    expect(data).toMatchObject({ search: 'mealType=delivery', agent: 'DESKTOPWEB', member: true });
    expect(data.result.kind).toBe('ready');
    const address = data.result.checkout.deliveryInfo?.deliveryFullAddress;
    if (address === undefined) throw new Error('the delivery snapshot has no address');
    const root = rendered.body.slice(rendered.body.indexOf('<div id="root">'));
    expect(root).toContain('>배송지 설정<');
    expect(root).toContain(address);
    for (const line of cart.responseList) expect(root).toContain(`>${line.mainMenuName}<`);
    expect(root).toContain(formatWon(cart.totalPrice));
    expect(root).toContain('>포인트<');
    // The snapshot is the server's own: calc prices it, as the page does once hydrated.
    const priced = await app.inject({
      method: 'POST',
      url: '/api/delivery/order/calc',
      headers: bearer,
      payload: {
        checkoutId: data.result.checkout.checkoutId,
        coupons: { membershipCouponNo: null, voucherIds: [], priceCouponIds: [] },
        points: 0,
      },
    });
    expect(priced.statusCode).toBe(200);
    // A phone gets the phone's agent.
    const phone = new AuthClient(app, { accept: HTML, 'user-agent': PHONE });
    await phone.signIn('member', { username: DEMO_MEMBER.username, password: DEMO_MEMBER.password });
    const onPhone = await phone.get('/checkout?mealType=delivery');
    expect(hydrationOf(onPhone.body)['/checkout']).toMatchObject({ agent: 'MOBILEWEB', member: true });
  });

  it("/checkout is the SPA where the browser shows it: no session, no meal type, a refused snapshot (a guest's empty cart)", async () => {
    const { client } = await memberWithCart();
    const spa = await page('/checkout?mealType=delivery');
    expect(spa.body).not.toContain('server-render-data');
    expect(spa.headers['cache-control']).toBe('no-cache');
    expect((await client.get('/checkout')).body).not.toContain('server-render-data');
    expect((await client.get('/checkout?mealType=takeout')).body).not.toContain('server-render-data');
    const guest = new AuthClient(app, { accept: HTML, 'user-agent': PHONE });
    expect((await guest.signIn('guest')).status).toBe(200);
    const empty = await guest.get('/checkout?mealType=takeout&branchId=1');
    expect(empty.headers['cache-control']).toBe('no-cache');
    expect(empty.body).not.toContain('server-render-data');
  });
});
