import type { FastifyRequest } from 'fastify';

/** Query parameters whose values are secrets a caller may have to put in a URL (a review link's passphrase). */
const SECRET_QUERY = /([?&]passphrase=)[^&#]*/gi;

/** The URL as logs keep it: secrets in its query replaced. */
export function loggedUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}

/**
 * Fastify's request serializer (the same fields as its default) with the URL's secrets redacted: a guest's GET of a
 * review page carries the link's passphrase in its query, which must not land in the access log.
 */
export function serializeRequest(request: FastifyRequest) {
  const version = request.headers['accept-version'];
  return {
    method: request.method,
    url: loggedUrl(request.url),
    version: Array.isArray(version) ? version[0] : version,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
