import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const NGINX = process.env['NGINX_BINARY'] ?? '/usr/sbin/nginx';

/**
 * nginx in the foreground (Debian's package, not the system service) with the config `workDir/nginx.conf`
 * (scripts/cluster/nginx-config.ts), keeping its pid, logs and temp files under workDir.
 */
export function spawnNginx(workDir: string, inheritOutput = false): ChildProcess {
  return spawn(NGINX, ['-p', workDir, '-c', join(workDir, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', inheritOutput ? 'inherit' : 'ignore'],
  });
}

/** A graceful stop (SIGQUIT: workers finish what they hold), SIGKILL after 5 s. */
export async function stopNginx(nginx: ChildProcess): Promise<void> {
  if (nginx.exitCode !== null) return;
  const exited = new Promise((resolve) => nginx.once('exit', resolve));
  nginx.kill('SIGQUIT');
  await Promise.race([exited, sleep(5_000)]);
  if (nginx.exitCode === null) nginx.kill('SIGKILL');
}
