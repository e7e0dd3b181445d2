import { join } from 'node:path';

export interface UpstreamInstance {
  readonly port: number;
  /** Taken out of rotation (a rolling restart drains it before stopping it). */
  readonly down: boolean;
}

export interface NginxConfigInput {
  /** Where nginx keeps its pid, logs and temp files (nothing under /etc or /var). */
  readonly workDir: string;
  readonly listenPort: number;
  readonly instances: readonly UpstreamInstance[];
  /**
   * Serve TLS with HTTP/2 (as a production front does) instead of plain HTTP/1.1: PEM files. The cluster runs without;
   * bench/web puts its storefront behind such a front to measure pages as customers get them over HTTPS.
   */
  readonly tls?: { readonly certificateFile: string; readonly keyFile: string };
}

/**
 * The load balancer of `npm run cluster`: round robin over the instances on loopback. A refused connection (an
 * instance killed or stopped) is retried on the next instance, for any method, because nothing was sent; a request
 * already sent is retried elsewhere only when it is idempotent (GET, HEAD…), so a POST cut by a crash reaches the
 * client as 502 and the client retries it with its idempotency key. An instance that failed is skipped for 2 s.
 * Connections to the instances are kept alive; the order status streams (text/event-stream, `X-Accel-Buffering: no`)
 * are passed through unbuffered and may stay open for an hour.
 */
export function nginxConfig({ workDir, listenPort, instances, tls }: NginxConfigInput): string {
  const servers = instances
    .map(({ port, down }) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s${down ? ' down' : ''};`)
    .join('\n');
  const temp = (name: string) => join(workDir, 'tmp', name);
  const listen =
    tls === undefined
      ? `listen 127.0.0.1:${listenPort};`
      : `listen 127.0.0.1:${listenPort} ssl http2;
    ssl_certificate ${tls.certificateFile};
    ssl_certificate_key ${tls.keyFile};`;
  return `# written by scripts/cluster (npm run cluster); rewritten and reloaded on every rolling-restart step
worker_processes 1;
pid ${join(workDir, 'nginx.pid')};
error_log ${join(workDir, 'nginx-error.log')} warn;
events {
  worker_connections 4096;
}
http {
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  client_max_body_size 12m;

  upstream storefront {
${servers}
    keepalive 64;
  }

  server {
    ${listen}
    location / {
      proxy_pass http://storefront;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;
      proxy_read_timeout 3600s;
    }
  }
}
`;
}
