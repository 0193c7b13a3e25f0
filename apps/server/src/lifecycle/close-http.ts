import type { Server } from 'node:http';

const IDLE_CHECK_MS = 50;

export interface HttpClosed {
  /** Connections still open at the bound and destroyed then (a stalled upload, a download to a reader gone quiet). */
  connectionsCut: number;
}

/**
 * The HTTP side of a stop. `close` (Fastify's app.close()) stops accepting, answers new requests on open
 * connections with 503 and closes the idle keep-alive ones at once; on its own it then waits for every request in
 * flight, and a client that sent half an upload and went quiet keeps one in flight forever. Here the requests in
 * flight get `boundMs` to be answered; the connections still open then are destroyed, so a stop never waits on a
 * client.
 */
export async function closeHttpWithin(
  server: Server,
  close: () => Promise<void>,
  boundMs: number,
): Promise<HttpClosed> {
  let connectionsCut = 0;
  const timer = setTimeout(() => {
    server.getConnections((error, count) => {
      connectionsCut = error ? 0 : count;
      server.closeAllConnections();
    });
  }, boundMs);
  // Keep-alive connections with no request go at once, and so does each one as soon as its last answer is sent
  // (otherwise it would be kept for keepAliveTimeout, 72 s under Fastify, and the close would wait for it).
  const idle = setInterval(() => server.closeIdleConnections(), IDLE_CHECK_MS);
  try {
    const closing = close();
    server.closeIdleConnections();
    await closing;
  } finally {
    clearTimeout(timer);
    clearInterval(idle);
  }
  return { connectionsCut };
}
