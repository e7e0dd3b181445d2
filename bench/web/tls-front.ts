// Issue 13: the storefront as production serves it, over HTTPS. Browsers speak HTTP/2 only over TLS, so a page load
// through a TLS front (here Debian's nginx with the cluster's config, scripts/cluster/nginx-config.ts) takes one
// connection for the document, its scripts, styles and pictures, where plain http://127.0.0.1 takes HTTP/1.1 and
// six. Lighthouse's simulated slow 4G models both: a new HTTP/1.1 connection costs a handshake and each request on
// it a round trip, a warm HTTP/2 connection neither. The certificate is made for 127.0.0.1 at every run (openssl);
// Chromium trusts exactly its key (--ignore-certificate-errors-spki-list), so the page loads as under a real
// certificate, with no certificate error.
import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { nginxConfig } from '../../scripts/cluster/nginx-config';
import { spawnNginx, stopNginx } from '../../scripts/cluster/nginx-process';

const READY_TIMEOUT_MS = 20_000;

export interface TlsFront {
  /** https://127.0.0.1:port */
  readonly url: string;
  /** Chromium's flag that trusts the front's certificate (its key's SHA-256) and no other. */
  readonly chromeFlag: string;
  stop(): Promise<void>;
}

/** nginx on `port` serving TLS + HTTP/2 in front of the storefront on `upstreamPort`; resolves once it answers. */
export async function startTlsFront(upstreamPort: number, port: number): Promise<TlsFront> {
  const workDir = mkdtempSync(join(tmpdir(), 'bench-web-tls-'));
  mkdirSync(join(workDir, 'tmp'));
  const certificateFile = join(workDir, 'certificate.pem');
  const keyFile = join(workDir, 'key.pem');
  // biome-ignore format: the command reads better one option per pair
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1',
    '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1',
    '-keyout', keyFile, '-out', certificateFile,
  ], { stdio: 'ignore' });
  const certificate = readFileSync(certificateFile);
  writeFileSync(
    join(workDir, 'nginx.conf'),
    nginxConfig({
      workDir,
      listenPort: port,
      instances: [{ port: upstreamPort, down: false }],
      tls: { certificateFile, keyFile },
    }),
  );
  const nginx = spawnNginx(workDir);
  const stop = async () => {
    await stopNginx(nginx);
    rmSync(workDir, { recursive: true, force: true });
  };
  const url = `https://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while ((await statusOf(`${url}/api/health`, certificate)) !== 200) {
    if (nginx.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not answer on ${url} (is Debian's nginx installed?)`);
    }
    await sleep(100);
  }
  const spki = new X509Certificate(certificate).publicKey.export({ type: 'spki', format: 'der' });
  const chromeFlag = `--ignore-certificate-errors-spki-list=${createHash('sha256').update(spki).digest('base64')}`;
  return { url, chromeFlag, stop };
}

/** The status of a GET that trusts `certificate` only, or 0 when nothing answers. */
function statusOf(url: string, certificate: Buffer): Promise<number> {
  return new Promise((resolve) => {
    get(url, { ca: certificate }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).on('error', () => resolve(0));
  });
}
