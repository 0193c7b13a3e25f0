import type { FastifyRequest } from 'fastify';
import type { Tier } from '@sym/contracts';
import type { ApiKeyIdentity } from '../modules/api-keys/api-key.service.ts';
import type { AuthIdentity } from '../modules/auth/auth.service.ts';
import type { Services } from '../operations/services.ts';
import { tierFromHeaders, type OperationContext } from '../operations/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Set by the auth hook when the request carries a valid bearer token: of an active session, or an API key
     * (professional edition) acting as its user.
     */
    identity: AuthIdentity | ApiKeyIdentity | undefined;
  }
}

/** Builds the operation context of one HTTP request. */
export function httpContext(request: FastifyRequest, services: Services, siteTier: Tier): OperationContext {
  const identity = request.identity;
  return {
    user: identity?.user,
    sessionId: identity && 'sessionId' in identity ? identity.sessionId : undefined,
    apiKeyId: identity && 'apiKeyId' in identity ? identity.apiKeyId : undefined,
    tier: tierFromHeaders(request.headers, siteTier),
    siteTier,
    ip: request.ip ?? null,
    userAgent: request.headers['user-agent'] ?? null,
    host: request.hostname.toLowerCase(),
    transport: 'http',
    services,
    log: request.log,
  };
}
