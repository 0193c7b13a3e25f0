import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import type { AppMetrics } from './app-metrics.ts';

export const METRICS_PATH = '/metrics';

/** True when the Authorization header carries `Bearer <token>`; compared in constant time. */
export function hasMetricsToken(authorization: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(authorization ?? '')?.[1] ?? '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The HTTP metrics of the app (every request timed by its route pattern, never its path, so ids make no new
 * series) and, with METRICS_TOKEN, `/metrics` for a bearer of the token. Without a token the path is unknown (404)
 * rather than the web app's page. Registered before the routes, so the timing hook covers all of them.
 */
export function registerMetrics(app: FastifyInstance, metrics: AppMetrics | undefined, token: string | undefined) {
  if (metrics) {
    app.addHook('onResponse', async (request, reply) => {
      metrics.observeRequest(
        request.method,
        request.routeOptions.url ?? 'unmatched',
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
    });
  }
  app.get(METRICS_PATH, async (request, reply) => {
    if (!metrics || !token) throw new AppError('NOT_FOUND');
    if (!hasMetricsToken(request.headers.authorization, token)) throw new AppError('UNAUTHORIZED');
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/**
 * `/metrics` on a port of its own (METRICS_PORT), for a scraper on the private network; a worker process, which has
 * no HTTP otherwise, is scraped this way. With METRICS_TOKEN the token is asked here too.
 */
export async function serveMetrics(
  metrics: AppMetrics,
  settings: { host: string; port: number; token?: string },
): Promise<MetricsServer> {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== METRICS_PATH) {
      response.writeHead(404).end();
      return;
    }
    if (settings.token && !hasMetricsToken(request.headers.authorization, settings.token)) {
      response.writeHead(401).end();
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
