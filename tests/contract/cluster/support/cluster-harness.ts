import { existsSync } from 'node:fs';
import { describe, it } from 'vitest';
import { type ScratchCluster, startScratchCluster } from '../../../../scripts/cluster/scratch-cluster';
import { redisAvailability, TEST_REDIS_URL } from '../../auth/support/redis';
import { postgresAvailability, TEST_DATABASE_URL } from '../../support/databases';

const NGINX = process.env['NGINX_BINARY'] ?? '/usr/sbin/nginx';

/** What the cluster needs besides Node: PostgreSQL, Redis and Debian's nginx. */
function missingService(): string | null {
  if (!postgresAvailability.available) return `PostgreSQL: ${postgresAvailability.reason}`;
  if (!redisAvailability.available) return `Redis: ${redisAvailability.reason}`;
  if (!existsSync(NGINX)) return `nginx is not installed (${NGINX}; apt-get install nginx)`;
  return null;
}

/** Declares `body` when PostgreSQL, Redis and nginx are there; otherwise fails under CI, else skips saying why. */
export function describeIfCluster(title: string, body: () => void): void {
  const name = `${title} [nginx + postgres + redis]`;
  const missing = missingService();
  if (missing === null) {
    describe(name, () => body());
  } else if (process.env['CI']) {
    describe(name, () => {
      it('needs PostgreSQL, Redis and nginx', () => {
        throw new Error(`cluster services missing under CI: ${missing}`);
      });
    });
  } else {
    console.warn(`[contract] skipping "${name}": ${missing}`);
    describe.skip(name, () => body());
  }
}

export type TestCluster = ScratchCluster;

/** `instances` compiled instances behind nginx on a new database next to TEST_DATABASE_URL's and TEST_REDIS_URL. */
export function startTestCluster(instances: number, env: Readonly<Record<string, string>> = {}): Promise<TestCluster> {
  return startScratchCluster(instances, { postgresUrl: TEST_DATABASE_URL, redisUrl: TEST_REDIS_URL }, env);
}
