import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { nginxConfig } from './nginx-config';
import { spawnNginx, stopNginx } from './nginx-process';

/** The compiled server (npm run build / scripts/ensure-build.mjs make it). */
const SERVER_ENTRY = 'dist/server/main.js';
const READY_TIMEOUT_MS = 60_000;

export interface ClusterOptions {
  /** How many server instances (default 3). */
  readonly instances?: number;
  /** The load balancer's port on 127.0.0.1 (the one address customers use). */
  readonly port: number;
  /** Instance n listens on basePort + n (or on instancePorts[n] when given). */
  readonly basePort: number;
  readonly instancePorts?: readonly number[];
  /** PostgreSQL: every instance uses the same database. */
  readonly databaseUrl: string;
  /** Redis: the rate limits every instance shares. */
  readonly redisUrl: string;
  /** The one AUTH_SECRET of every instance (a session signed by one is good on all). */
  readonly authSecret: string;
  /** nginx's config, pid, logs and temp files, and the instances' logs. */
  readonly workDir: string;
  /** More environment for every instance (LOG_LEVEL, ORDER_SIMULATOR_STEP_SECONDS, NODE_ENV…). */
  readonly env?: Readonly<Record<string, string>>;
  /** Where instances' and nginx's stderr go (default: files in workDir). */
  readonly inheritOutput?: boolean;
  /** How long an instance still answers after SIGTERM while failing readiness (SHUTDOWN_READINESS_DELAY_MS). */
  readonly readinessDelayMs?: number;
  readonly say?: (line: string) => void;
}

interface Instance {
  readonly port: number;
  process: ChildProcess | null;
  down: boolean;
}

/**
 * `npm run cluster`: N instances of the compiled server on one PostgreSQL database and one Redis, behind nginx
 * (Debian's package, run with its own config under workDir, not the system service). Used by the CLI
 * (scripts/cluster/main.ts), the cluster contract test and bench/cluster. Each instance is started with plain
 * `node` (no npm in between), so a signal reaches the server itself.
 */
export class Cluster {
  private readonly nodes: Instance[];
  private nginx: ChildProcess | null = null;

  constructor(private readonly options: ClusterOptions) {
    const count = options.instances ?? 3;
    this.nodes = Array.from({ length: count }, (_, n) => ({
      port: options.instancePorts?.[n] ?? options.basePort + n,
      process: null,
      down: false,
    }));
    mkdirSync(join(options.workDir, 'tmp'), { recursive: true });
  }

  get url(): string {
    return `http://127.0.0.1:${this.options.port}`;
  }

  /** The instances' own addresses (tests call one instance directly). */
  get instanceUrls(): string[] {
    return this.nodes.map((node) => `http://127.0.0.1:${node.port}`);
  }

  /** Starts every instance (one after the other: the first migrates and seeds), then nginx in front of them. */
  async start(): Promise<void> {
    for (let n = 0; n < this.nodes.length; n++) await this.startInstance(n);
    this.writeConfig();
    this.nginx = spawnNginx(this.options.workDir, this.options.inheritOutput);
    await waitFor(`${this.url}/api/health`, READY_TIMEOUT_MS, () => this.nginx?.exitCode === null);
    this.say(`nginx on ${this.url} → ${this.nodes.map((node) => node.port).join(', ')}`);
  }

  /** Starts instance n (again) and waits until it is ready. */
  async startInstance(n: number): Promise<void> {
    const node = this.node(n);
    const { options } = this;
    const child = spawn(process.execPath, [SERVER_ENTRY], {
      env: {
        ...process.env,
        LOG_LEVEL: 'warn',
        ...options.env,
        PORT: String(node.port),
        HOST: '127.0.0.1',
        DATABASE_URL: options.databaseUrl,
        REDIS_URL: options.redisUrl,
        AUTH_SECRET: options.authSecret,
        TRUST_PROXY: '127.0.0.1',
        SHUTDOWN_READINESS_DELAY_MS: String(options.readinessDelayMs ?? 500),
      },
      stdio: ['ignore', options.inheritOutput ? 'inherit' : 'ignore', options.inheritOutput ? 'inherit' : 'ignore'],
    });
    node.process = child;
    await waitFor(`http://127.0.0.1:${node.port}/api/health/ready`, READY_TIMEOUT_MS, () => child.exitCode === null);
    this.say(`instance ${n + 1} ready on ${node.port} (pid ${child.pid})`);
  }

  /** SIGKILL instance n (a crash): nginx routes around it; a request it was answering is cut. */
  kill(n: number): void {
    const node = this.node(n);
    node.process?.kill('SIGKILL');
    node.process = null;
    this.say(`instance ${n + 1} killed`);
  }

  /**
   * Replaces every instance, one at a time, with no customer-visible error: nginx stops routing new requests to it
   * (config reload: old workers finish their requests), then SIGTERM lets the instance answer what it holds and exit,
   * a new process starts on the same port, and nginx routes to it again.
   */
  async rollingRestart(): Promise<void> {
    for (let n = 0; n < this.nodes.length; n++) {
      const node = this.node(n);
      node.down = true;
      await this.reload();
      await this.stopInstance(n);
      await this.startInstance(n);
      node.down = false;
      await this.reload();
    }
  }

  /** SIGTERM instance n and waits for it to exit. */
  async stopInstance(n: number): Promise<void> {
    const child = this.node(n).process;
    this.node(n).process = null;
    if (child === null || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }

  async stop(): Promise<void> {
    const nginx = this.nginx;
    this.nginx = null;
    if (nginx !== null) await stopNginx(nginx);
    await Promise.all(this.nodes.map((_, n) => this.stopInstance(n)));
  }

  private async reload(): Promise<void> {
    this.writeConfig();
    this.nginx?.kill('SIGHUP');
    // A reload starts new workers with the new upstream list and lets the old ones finish: give it a moment.
    await sleep(300);
  }

  private writeConfig(): void {
    const text = nginxConfig({ workDir: this.options.workDir, listenPort: this.options.port, instances: this.nodes });
    writeFileSync(join(this.options.workDir, 'nginx.conf'), text);
  }

  private node(n: number): Instance {
    const node = this.nodes[n];
    if (node === undefined) throw new Error(`no instance ${n + 1}`);
    return node;
  }

  private say(line: string): void {
    this.options.say?.(line);
  }
}

/** Polls `url` until it answers 200; throws when `alive()` turns false or the time is up. */
async function waitFor(url: string, timeoutMs: number, alive: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`${url}: the process exited before it was ready`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${url} was not ready within ${timeoutMs} ms`);
}
