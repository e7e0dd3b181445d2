// Issue 13 figures: first-load JS and CSS (gzipped KB) per route from the production build with the packages the
// first load of /categories/1 is made of, and Lighthouse 12 (mobile) performance, accessibility, CLS, LCP and total
// blocking time for /, /categories/1, /products/{id}, /cart and /checkout (the demo member), printed beside the
// targets. Prints, never fails. BENCH_LH_RUNS (default 3) runs Lighthouse n times and keeps the median.
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build as viteBuild } from 'vite';
import { pageRouteModules } from '../../scripts/vite-page-routes';
import { PAGE_ROUTES_FILE } from '../../src/adapters/ui/routes/route-files';
import { demoCustomerCookie, firstMenuId, startServer } from './bench-server';
import { bundleComposition, entryKey, manifestOf, packageTable, readComposition, routeSize } from './bundle-sizes';
import { cpuSlowdown, type LighthouseFigures, lighthouseRunner, medianFigures } from './lighthouse-runs';
import { startTlsFront, type TlsFront } from './tls-front';

const ROOT = resolve(import.meta.dirname, '../..');
const OUT_DIR = 'dist/web-bench';
const PORT = Number(process.env.BENCH_WEB_PORT ?? 3870);
/** The TLS + HTTP/2 front's port (tls-front.ts). */
const FRONT_PORT = PORT + 1;
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3));

/** Issue 13 targets. */
const TARGETS = { categoriesJsKb: 150, performance: 95, cls: 0.02, lcpMs: 2000, tbtMs: 100 } as const;

interface Route {
  /** The route as the table names it. */
  readonly label: string;
  /** Its pattern in page-routes.ts. */
  readonly pattern: string;
  readonly path: (productId: number) => string;
  /** Measured as the signed-in demo member with two cart lines. */
  readonly asCustomer?: boolean;
}

/** What only a signed-in member's page asks for (the header's member details): a member run without it is void. */
const MEMBER_CALL = '/api/account/member/info';

const ROUTES: readonly Route[] = [
  { label: '/', pattern: '/', path: () => '/' },
  { label: '/categories/1', pattern: '/categories/:id', path: () => '/categories/1' },
  { label: '/products/{id}', pattern: '/products/:id', path: (id) => `/products/${id}` },
  { label: '/cart', pattern: '/cart', path: () => '/cart', asCustomer: true },
  // As the cart's 주문하기 of a delivery order opens it: without a meal type the page only asks to choose one first.
  { label: '/checkout', pattern: '/checkout', path: () => '/checkout?mealType=delivery', asCustomer: true },
];

async function build(): Promise<void> {
  const started = performance.now();
  // Vite's build sets NODE_ENV=production in this process; the storefront server started next must not inherit it.
  const nodeEnv = process.env.NODE_ENV;
  await viteBuild({
    root: ROOT,
    logLevel: 'warn',
    build: { outDir: OUT_DIR, emptyOutDir: true, manifest: true },
    plugins: [bundleComposition()],
  });
  // Issue 13: the server renders the public pages with the storefront's server entry (dist/ssr, what the server loads),
  // built from the same sources as the web root above.
  await viteBuild({
    root: ROOT,
    logLevel: 'warn',
    build: { ssr: 'src/adapters/ui/server-render.tsx', outDir: 'dist/ssr', emptyOutDir: true },
  });
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  console.log(`production build in ${OUT_DIR} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

const kb = (value: number) => Number(value.toFixed(1));
const mark = (ok: boolean) => (ok ? '✓' : '✗');

/**
 * Lighthouse 12 finds no start of the page load (its navigationStart event) in the traces of Chromium 156: every run
 * fails so (on this machine, Debian's 156.0.8078.114 failed each run; 155.0.8059.79 measures).
 */
const NO_NAVSTART_HINT =
  'Lighthouse 12 cannot read the traces of Chromium 156 and later (NO_NAVSTART on every run). Run the bench with ' +
  'CHROME_PATH set to a Chromium 155 or older (README, Benchmarks: bench/web).';

/**
 * A Lighthouse run, run again once when it fails: Lighthouse sometimes loses the trace of a page load (NO_NAVSTART)
 * and the whole table was left without figures for it. A second failure is the bench's answer.
 */
async function runOnceMore(run: () => Promise<LighthouseFigures>): Promise<LighthouseFigures> {
  try {
    return await run();
  } catch (error) {
    console.log(`a Lighthouse run failed, running it again: ${(error as Error).message}`);
    return run();
  }
}

interface LighthouseTables {
  /** http://127.0.0.1 (HTTP/1.1), by route label. */
  readonly direct: Map<string, LighthouseFigures>;
  /** Through the TLS + HTTP/2 front (tls-front.ts), by route label; empty when it did not start (`frontMissing`). */
  readonly front: Map<string, LighthouseFigures>;
  readonly frontMissing?: string;
}

/** Each route's runs alternate between the server itself and the front, so a drift of the host meets both alike. */
async function lighthouseFigures(entryScript: string): Promise<LighthouseTables> {
  const server = await startServer(join(ROOT, OUT_DIR), PORT);
  const direct = new Map<string, LighthouseFigures>();
  const front = new Map<string, LighthouseFigures>();
  let tlsFront: TlsFront | null = null;
  let frontMissing: string | undefined;
  try {
    tlsFront = await startTlsFront(PORT, FRONT_PORT);
  } catch (error) {
    frontMissing = (error as Error).message;
  }
  const lighthouse = lighthouseRunner(tlsFront === null ? [] : [tlsFront.chromeFlag], entryScript);
  try {
    const productId = await firstMenuId(server.url);
    const cookie = await demoCustomerCookie(server.url);
    const frontCookie =
      tlsFront === null ? '' : await demoCustomerCookie(server.url, { overTls: true, fillCart: false });
    for (const route of ROUTES) {
      const path = route.path(productId);
      const headers = route.asCustomer ? { cookie } : undefined;
      const frontHeaders = route.asCustomer ? { cookie: frontCookie } : undefined;
      const directRuns: LighthouseFigures[] = [];
      const frontRuns: LighthouseFigures[] = [];
      const mustRequest = route.asCustomer ? MEMBER_CALL : undefined;
      for (let i = 0; i < LIGHTHOUSE_RUNS; i += 1) {
        directRuns.push(await runOnceMore(() => lighthouse.run(`${server.url}${path}`, headers, mustRequest)));
        const origin = tlsFront?.url;
        if (origin !== undefined)
          frontRuns.push(await runOnceMore(() => lighthouse.run(`${origin}${path}`, frontHeaders, mustRequest)));
      }
      direct.set(route.label, medianFigures(directRuns));
      if (frontRuns.length > 0) front.set(route.label, medianFigures(frontRuns));
    }
  } finally {
    await tlsFront?.stop();
    await server.stop();
  }
  return frontMissing === undefined ? { direct, front } : { direct, front, frontMissing };
}

/** Lighthouse's columns of a table row, beside the targets. */
function lighthouseColumns(lh: LighthouseFigures | undefined): Record<string, string | number> {
  if (lh === undefined) {
    const none = ['performance', 'accessibility', 'CLS', 'LCP ms', 'entry JS ms', 'TBT ms', 'TTFB ms', 'host index'];
    return Object.fromEntries(none.map((column) => [column, '-']));
  }
  return {
    performance: `${lh.performance} ${mark(lh.performance >= TARGETS.performance)}`,
    accessibility: lh.accessibility,
    CLS: `${lh.cls.toFixed(3)} ${mark(lh.cls <= TARGETS.cls)}`,
    'LCP ms': `${Math.round(lh.lcpMs)} ${mark(lh.lcpMs <= TARGETS.lcpMs)}`,
    'entry JS ms': Number.isNaN(lh.entryArrivalMs) ? '-' : Math.round(lh.entryArrivalMs),
    'TBT ms': `${Math.round(lh.tbtMs)} ${mark(lh.tbtMs <= TARGETS.tbtMs)}`,
    'TTFB ms': Math.round(lh.ttfbMs),
    'host index': Math.round(lh.benchmarkIndex),
  };
}

export async function main(): Promise<void> {
  await build();
  const outDir = join(ROOT, OUT_DIR);
  const manifest = manifestOf(outDir);
  const pageModules = pageRouteModules(ROOT);
  // The page's module, and the route table for a page it is loaded before (all but the landing pages, issue 13).
  const pageModulesOf = (pattern: string) => {
    const [page, ...others] = pageModules[pattern] ?? [];
    if (page === undefined) throw new Error(`page-routes.ts has no route ${pattern}`);
    return [page, ...others.filter((module) => module === PAGE_ROUTES_FILE)];
  };
  const sizes = new Map(
    ROUTES.map((route) => [route.label, routeSize(outDir, manifest, pageModulesOf(route.pattern))]),
  );

  let figures: LighthouseTables = { direct: new Map(), front: new Map() };
  try {
    figures = await lighthouseFigures(`/${manifest[entryKey(manifest)]?.file ?? ''}`);
  } catch (error) {
    const message = (error as Error).message;
    console.log(`Lighthouse could not run: ${message}`);
    if (message.includes('NO_NAVSTART')) console.log(NO_NAVSTART_HINT);
  }

  console.log(
    'First-load JS/CSS (gzip KB) and Lighthouse 12 mobile on http://127.0.0.1 (HTTP/1.1), ' +
      `median of ${LIGHTHOUSE_RUNS} run(s), CPU slowdown ${cpuSlowdown()}x. Targets: JS of /categories/1 ≤ ${TARGETS.categoriesJsKb} KB gz, ` +
      `performance ≥ ${TARGETS.performance}, CLS ≤ ${TARGETS.cls}, LCP ≤ ${TARGETS.lcpMs} ms, TBT ≤ ${TARGETS.tbtMs} ms`,
  );
  console.table(
    ROUTES.map((route) => {
      const size = sizes.get(route.label);
      const jsTarget = route.label === '/categories/1' ? ` ${mark((size?.jsKb ?? 0) <= TARGETS.categoriesJsKb)}` : '';
      return {
        route: route.label,
        'JS gz KB': `${kb(size?.jsKb ?? 0)}${jsTarget}`,
        'JS sent (br) KB': kb(size?.jsSentKb ?? 0),
        'CSS gz KB': kb(size?.cssKb ?? 0),
        ...lighthouseColumns(figures.direct.get(route.label)),
      };
    }),
  );
  if (figures.frontMissing !== undefined) {
    console.log(`No run through the TLS + HTTP/2 front: ${figures.frontMissing}`);
  } else if (figures.front.size > 0) {
    console.log(
      'The same pages over HTTPS, as production serves them: nginx (TLS + HTTP/2) in front of the same server, ' +
        'its runs alternating with the ones above',
    );
    console.table(
      ROUTES.map((route) => ({ route: route.label, ...lighthouseColumns(figures.front.get(route.label)) })),
    );
  }
  console.log(
    "entry JS: when the page had its entry script in Lighthouse's simulation of the LCP (Lantern). It ends the LCP at " +
      'the last of the requests asked for before the largest paint (over HTTP/2 they share one connection), so a page ' +
      'that asks for its entry before that paint (every page: the document names it) has no earlier LCP; "-" when the ' +
      'entry came after the paint.',
  );
  console.log(
    "host index: Lighthouse's benchmark of this host's CPU (median of the runs). Its simulated 4x CPU slowdown is " +
      'calibrated for an index of ~1,530 and it warns below 1,000: on a slower host the same page gets a higher TBT and ' +
      'LCP and a lower score, on a faster one a lower TBT (BENCH_LH_CPU sets the slowdown: about 4 x index / 1,530 ' +
      'measures what the calibrated host would).',
  );
  const categories = sizes.get('/categories/1');
  if (categories !== undefined) {
    console.log('First-load JS of /categories/1 by package (gzip KB shared by rendered bytes, before minification)');
    console.table(packageTable(outDir, readComposition(outDir), categories.files));
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
