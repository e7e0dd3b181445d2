// Lighthouse 12 with its default (mobile) settings: emulated phone, simulated slow 4G and 4x CPU slowdown.
import { Simulation } from '@paulirish/trace_engine/models/trace/lantern/lantern.js';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** The bench's Chromium flags (issue 5 bench brief): headless, sandbox-free, no background traffic. */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
] as const;

/** Lighthouse's own CPU slowdown for its mobile runs. */
export const LIGHTHOUSE_CPU_SLOWDOWN = 4;

/**
 * The CPU slowdown the runs simulate: BENCH_LH_CPU, else Lighthouse's 4x. Lighthouse multiplies the main-thread work it
 * observed by it, and its 4x is calibrated for a host whose benchmark index is ~1,530: on a faster host the same page
 * shows a lower TBT. BENCH_LH_CPU=8 on a host of index ~3,100 roughly measures what the calibrated one would (the
 * slowdown scaled by the index, an approximation of Lighthouse's calibration table, not its own figure).
 */
export function cpuSlowdown(value = process.env['BENCH_LH_CPU']): number {
  if (value === undefined || value === '') return LIGHTHOUSE_CPU_SLOWDOWN;
  const slowdown = Number(value);
  if (!Number.isFinite(slowdown) || slowdown < 1) throw new Error(`BENCH_LH_CPU must be a number ≥ 1, not ${value}`);
  return slowdown;
}

export interface LighthouseFigures {
  /** 0..100 */
  readonly performance: number;
  /** 0..100 */
  readonly accessibility: number;
  /** Cumulative layout shift (unitless). */
  readonly cls: number;
  /** Largest contentful paint, ms (for reading the performance score). */
  readonly lcpMs: number;
  readonly tbtMs: number;
  /**
   * When the page had its entry script in Lighthouse's simulation of the LCP, ms (its optimistic and pessimistic runs
   * weighted as the LCP's). Lantern ends the LCP at the last of the requests asked for before the largest paint (over
   * HTTP/2 they share one connection): a page that asks for its entry before that paint cannot have an earlier LCP.
   */
  readonly entryArrivalMs: number;
  /** Time to first byte of the document (Lighthouse's server-response-time, observed), ms. */
  readonly ttfbMs: number;
  /**
   * Lighthouse's own measure of the host's CPU (environment.benchmarkIndex). Its simulated 4x slowdown multiplies the
   * main-thread work it observed, so on a slower host the same page scores lower: Lighthouse warns below 1,000, and
   * its multiplier calculator gives 4x for an index of ~1,530 (docs/throttling.md, "Calibrating multipliers").
   */
  readonly benchmarkIndex: number;
}

export interface Lighthouse {
  /**
   * `mustRequest`: a path the page must have asked for (a member's own call): a run without it measured another page
   * than the one meant (a signed-out visitor's) and fails.
   */
  run(url: string, extraHeaders?: Record<string, string>, mustRequest?: string): Promise<LighthouseFigures>;
}

/**
 * Runs Lighthouse, each run in a Chromium (CHROME_PATH, else /usr/bin/chromium) of its own with `extraFlags`
 * (`entryScript`: the path of the build's entry chunk, for entryArrivalMs). Lighthouse clears a page's storage between
 * runs but keeps the browser's cookies (for runs after a sign-in), and the bench's origins share a host, so one browser
 * for every run sent an earlier run's session cookies (a guest's, from the public pages) with a member run's, and the
 * member's pages were measured signed out.
 */
export function lighthouseRunner(extraFlags: readonly string[] = [], entryScript = ''): Lighthouse {
  return {
    async run(url, extraHeaders, mustRequest) {
      const chrome = await chromeLauncher.launch({
        chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
        chromeFlags: [...CHROME_FLAGS, ...extraFlags],
      });
      try {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          extraHeaders: extraHeaders ?? null,
          // Only the CPU: Lighthouse merges it into its mobile throttling, the network's stays as it is.
          throttling: { cpuSlowdownMultiplier: cpuSlowdown() },
        });
        if (result === undefined) throw new Error(`lighthouse gave no result for ${url}`);
        const { categories, audits, runtimeError } = result.lhr;
        if (runtimeError !== undefined) throw new Error(`${url}: ${runtimeError.code} ${runtimeError.message}`);
        if (mustRequest !== undefined && !requestedPaths(audits['network-requests']?.details).includes(mustRequest))
          throw new Error(`${url}: the page did not ask for ${mustRequest} (not signed in as meant?)`);
        return {
          performance: Math.round((categories['performance']?.score ?? 0) * 100),
          accessibility: Math.round((categories['accessibility']?.score ?? 0) * 100),
          cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
          lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
          entryArrivalMs: simulatedArrival(Simulation.Simulator.allNodeTimings, entryScript),
          ttfbMs: audits['server-response-time']?.numericValue ?? Number.NaN,
          benchmarkIndex: result.lhr.environment.benchmarkIndex,
        };
      } finally {
        chrome.kill();
      }
    },
  };
}

/** Lantern's simulation runs whose end is the LCP estimate, by label, each weighted 0.5 (its LCP coefficients). */
const LCP_SIMULATIONS = ['optimisticLargestContentfulPaint', 'pessimisticLargestContentfulPaint'] as const;

/** A node of a Lantern simulation: the network ones carry their request. */
interface SimulatedNode {
  readonly type: string;
  readonly request?: { readonly url: string };
}

/**
 * When the request for `path` ended in the LCP's simulations (Lantern's node timings of the last run, by label),
 * weighted as the LCP; NaN when either simulation has no such request (a page whose largest paint came before it).
 */
export function simulatedArrival(
  simulations: ReadonlyMap<string, ReadonlyMap<SimulatedNode, { readonly endTime: number }>>,
  path: string,
): number {
  const ends = LCP_SIMULATIONS.map((label) => {
    for (const [node, timing] of simulations.get(label) ?? []) {
      if (node.type === 'network' && node.request !== undefined && new URL(node.request.url).pathname === path)
        return timing.endTime;
    }
    return Number.NaN;
  });
  return ends.reduce((sum, end) => sum + end / LCP_SIMULATIONS.length, 0);
}

/** The paths of the requests in Lighthouse's network-requests table. */
function requestedPaths(details: unknown): string[] {
  const items = (details as { items?: { url?: unknown }[] } | undefined)?.items ?? [];
  return items.flatMap((item) => (typeof item.url === 'string' ? [new URL(item.url).pathname] : []));
}

/** The median of each figure over runs (Lighthouse scores move between runs; the median is the one reported). */
export function medianFigures(runs: readonly LighthouseFigures[]): LighthouseFigures {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  };
  return {
    performance: median(runs.map((r) => r.performance)),
    accessibility: median(runs.map((r) => r.accessibility)),
    cls: median(runs.map((r) => r.cls)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    entryArrivalMs: median(runs.map((r) => r.entryArrivalMs)),
    ttfbMs: median(runs.map((r) => r.ttfbMs)),
    benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
  };
}
