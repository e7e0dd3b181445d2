// Issue 14 "Many instances, one database": ordering customers (50, each its own guest) with browsing customers beside
// them on 1, 2 and 3 compiled instances behind nginx (scripts/cluster), then, on 3, one instance SIGKILLed under load
// and a rolling restart under load, each checked as the fault bench checks (every order complete or absent, none
// twice). On this 2-core machine more instances cannot be faster: the curve shows the cost of the load balancer and
// of more processes sharing two cores, not a speed-up; the point is correctness without a single-instance assumption.
// Usage: npm run bench -- cluster   (CLUSTER_BENCH_SECONDS=10, CLUSTER_BENCH_ORDERERS=50)
import { setTimeout as sleep } from 'node:timers/promises';
import { orderProblems } from '../../scripts/cluster/checks';
import { type LoadFigures, percentile, runLoad } from '../../scripts/cluster/load';
import { type ScratchCluster, startScratchCluster } from '../../scripts/cluster/scratch-cluster';

const SECONDS = Number(process.env.CLUSTER_BENCH_SECONDS ?? 10);
const ORDERERS = Number(process.env.CLUSTER_BENCH_ORDERERS ?? 50);
const BROWSERS = 10;
const SERVERS = {
  postgresUrl: process.env.CLUSTER_BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  redisUrl: process.env.CLUSTER_BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379',
};

interface Row {
  readonly run: string;
  readonly 'orders/s': number;
  readonly 'p50 ms': number;
  readonly 'p99 ms': number;
  readonly 'reads/s': number;
  readonly 'client-visible errors': string;
  readonly 'longest blocked ms': number;
  readonly 'lost / twice': string;
}

async function measured(
  run: string,
  cluster: ScratchCluster,
  during: () => Promise<void> = async () => {},
  seconds = SECONDS,
): Promise<Row> {
  const load = runLoad({
    baseUrl: cluster.cluster.url,
    authSecret: cluster.authSecret,
    orderers: ORDERERS,
    browsers: BROWSERS,
    durationMs: seconds * 1000,
    runId: `${run.replace(/\W+/g, '-')}-${Date.now()}`,
    card: true,
  });
  await during();
  const figures: LoadFigures = await load;
  const problems = await orderProblems(cluster.sql, figures.attempts);
  const lost = problems.filter((p) => p.includes('lost')).length;
  const twice = problems.filter((p) => p.includes('twice')).length;
  for (const problem of problems) console.log(`  problem: ${problem}`);
  return {
    run,
    'orders/s': Math.round(figures.orderLatencies.length / figures.seconds),
    'p50 ms': percentile(figures.orderLatencies, 50),
    'p99 ms': percentile(figures.orderLatencies, 99),
    'reads/s': Math.round(figures.browseRequests / figures.seconds),
    'client-visible errors': `${figures.clientErrors} ${JSON.stringify(figures.errorKinds)}`,
    'longest blocked ms': Math.max(0, ...figures.attempts.map((a) => a.blockedMs)),
    'lost / twice': `${lost} / ${twice}${problems.length > lost + twice ? ` (+${problems.length - lost - twice})` : ''}`,
  };
}

export async function main(): Promise<void> {
  const rows: Row[] = [];
  for (const instances of [1, 2, 3]) {
    const cluster = await startScratchCluster(instances, SERVERS, { ORDER_SIMULATOR_STEP_SECONDS: '3' });
    try {
      rows.push(await measured(`${instances} instance${instances > 1 ? 's' : ''}`, cluster));
      if (instances === 3) {
        rows.push(
          await measured('3, one SIGKILLed mid-load', cluster, async () => {
            await sleep((SECONDS * 1000) / 3);
            cluster.cluster.kill(1);
          }),
        );
        await cluster.cluster.startInstance(1);
        rows.push(
          // Three instances restarted one by one take longer than a run on two busy cores: the load lasts for all.
          await measured(
            '3, rolling restart under load',
            cluster,
            async () => {
              await sleep(500);
              await cluster.cluster.rollingRestart();
            },
            3 * SECONDS,
          ),
        );
      }
    } finally {
      await cluster.stop();
    }
  }
  console.table(rows);
  console.log(
    `targets: killed mid-load 0 lost, 0 twice, blocked ≤ 2 s; rolling restart 0 client-visible errors. ${ORDERERS} ` +
      `ordering + ${BROWSERS} browsing customers, ${SECONDS} s per run, card payments (sandbox), PostgreSQL + Redis.`,
  );
}
