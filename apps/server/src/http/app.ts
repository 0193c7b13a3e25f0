import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../config/index.ts';
import { stdoutLogDestination } from '../lifecycle/log-destination.ts';
import type { AppMetrics } from '../metrics/app-metrics.ts';
import { registerMetrics } from '../metrics/metrics-endpoint.ts';
import type { Services } from '../operations/services.ts';
import { registerAuthHook } from './auth-hook.ts';
import { registerScenarioDownloadRoute } from './scenario-download-route.ts';
import { registerErrorHandler } from './error-handler.ts';
import { serializeRequest } from './log-serializers.ts';
import { registerMediaRoutes } from './media-routes.ts';
import { registerMediaSigning } from './media-signing.ts';
import { registerOpenApiRoutes } from './openapi/openapi-routes.ts';
import { registerRestRoutes } from './rest-routes.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { registerSocialRoutes } from './social-routes.ts';
import { registerSpa } from './spa.ts';

export type AppConfig = Pick<
  Config,
  | 'LOG_LEVEL'
  | 'LOG_FORMAT'
  | 'TRUST_PROXY'
  | 'APP_TIER'
  | 'WEB_DIST_DIR'
  | 'CSP_API_ORIGINS'
  | 'PUBLIC_URL'
  | 'METRICS_TOKEN'
>;

export interface AppDeps {
  /** The composition root's services (composition/root.ts). */
  services: Services;
  /** The process's metrics (METRICS_TOKEN or METRICS_PORT): requests are timed, and served with the token. */
  metrics?: AppMetrics;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  return {
    level: config.LOG_LEVEL,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie'], censor: '[redacted]' },
    serializers: { req: serializeRequest },
    ...(config.LOG_FORMAT === 'pretty'
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
      : { stream: stdoutLogDestination() }),
  };
}

/** Builds the Fastify app: logging, envelope and error mapping, auth hook, the operation table's REST routes, the SPA. */
export async function buildApp(config: AppConfig, deps: AppDeps) {
  const { services } = deps;
  const app = Fastify({
    logger: loggerOptions(config),
    trustProxy: config.TRUST_PROXY,
    // Reuse a caller's request id (e.g. from a proxy) so logs can be followed across services.
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // An empty body with a JSON content type (e.g. a DELETE from fetch) counts as no body, not as an error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return parseJson(request, text, done);
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerMetrics(app, deps.metrics, config.METRICS_TOKEN);

  await registerSecurityHeaders(app, { publicUrl: config.PUBLIC_URL, apiOrigins: config.CSP_API_ORIGINS });
  registerErrorHandler(app);
  registerAuthHook(app, services);
  registerMediaSigning(app, services);
  registerRestRoutes(app, services, config.APP_TIER);
  registerSocialRoutes(app, services);
  registerMediaRoutes(app, services, config.APP_TIER);
  registerScenarioDownloadRoute(app, services, { publicUrl: config.PUBLIC_URL, tier: config.APP_TIER });
  registerOpenApiRoutes(app, config.APP_TIER);
  await registerSpa(app, config.WEB_DIST_DIR, config.APP_TIER, {
    publicUrl: config.PUBLIC_URL,
    findSharedVideo: (shareId) => services.shares.findPublic(shareId),
    brands: {
      brandOf: async (page) => (await services.whiteLabels.brandOf(page)) ?? undefined,
      isCustomDomain: async (host) => (await services.brands.forHost(host)) !== undefined,
    },
  });
  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;
