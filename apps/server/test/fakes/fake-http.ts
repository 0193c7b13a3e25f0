import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The plumbing every vendor fake shares: a node:http server on 127.0.0.1 with a random port that records each
 * request (headers, raw body, parsed JSON or multipart form) and can be told to fail the next calls to a route.
 */

export interface RecordedRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** Parsed when the body is JSON. */
  json?: unknown;
  /** Parsed when the body is multipart/form-data. */
  form?: FormData;
}

/** How a route fails instead of answering. */
export type FakeFailure =
  /** A vendor 4xx (or any status) with the vendor's error body. */
  | { kind: 'vendor'; status: number; body: unknown; headers?: Record<string, string> }
  /** A bare status such as 503, optionally with Retry-After. */
  | { kind: 'status'; status: number; retryAfter?: string; body?: string }
  /** Never answers (until the server closes). */
  | { kind: 'hang' }
  /** 200 with a body the vendor would never send. */
  | { kind: 'malformed'; body: string; contentType?: string }
  /** Closes the connection without a response (a network error). */
  | { kind: 'drop' };

export type FakeHandler = (request: RecordedRequest, response: ServerResponse) => Promise<void> | void;

/** Writes a JSON response. */
export function sendJson(response: ServerResponse, status: number, body: unknown, headers = {}): void {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/** Writes a binary response. */
export function sendBytes(response: ServerResponse, bytes: Uint8Array, contentType: string): void {
  response.writeHead(200, { 'content-type': contentType, 'content-length': String(bytes.byteLength) });
  response.end(bytes);
}

async function record(request: IncomingMessage): Promise<RecordedRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const contentType = request.headers['content-type'] ?? '';
  const recorded: RecordedRequest = {
    method: request.method ?? 'GET',
    path: url.pathname,
    query: url.searchParams,
    headers: request.headers,
    body,
  };
  if (contentType.startsWith('application/json') && body.length > 0) {
    try {
      recorded.json = JSON.parse(body.toString('utf8'));
    } catch {
      recorded.json = undefined;
    }
  } else if (contentType.startsWith('multipart/form-data')) {
    // undici's Response parses multipart exactly like a real server framework would.
    recorded.form = await new Response(body, { headers: { 'content-type': contentType } }).formData();
  }
  return recorded;
}

/** A recording HTTP server on 127.0.0.1 with scriptable failures. */
export class FakeHttpServer {
  readonly requests: RecordedRequest[] = [];
  readonly server: http.Server;
  private readonly failures: Array<{ route: string; failure: FakeFailure }> = [];

  private constructor(handler: FakeHandler) {
    this.server = http.createServer((request, response) => {
      void this.handle(handler, request, response);
    });
  }

  /** Starts a fake on a random port. */
  static async start(handler: FakeHandler): Promise<FakeHttpServer> {
    const fake = new FakeHttpServer(handler);
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  /** http://127.0.0.1:port */
  get url(): string {
    const address = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${address.port}`;
  }

  /** Makes the next `times` requests whose "METHOD /path" starts with `route` fail as described. */
  fail(route: string, failure: FakeFailure, times = 1): void {
    for (let index = 0; index < times; index += 1) this.failures.push({ route, failure });
  }

  /** How many of the failures set up with `fail` have not happened yet. */
  get pendingFailures(): number {
    return this.failures.length;
  }

  /** Forgets the recorded requests and the failures not yet used, for the next test. */
  reset(): void {
    this.requests.length = 0;
    this.failures.length = 0;
  }

  /** Recorded requests whose "METHOD /path" starts with `route`. */
  received(route: string): RecordedRequest[] {
    return this.requests.filter((request) => `${request.method} ${request.path}`.startsWith(route));
  }

  /** Stops the server, cutting hanging connections. */
  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(handler: FakeHandler, request: IncomingMessage, response: ServerResponse): Promise<void> {
    try {
      const recorded = await record(request);
      this.requests.push(recorded);
      const key = `${recorded.method} ${recorded.path}`;
      const index = this.failures.findIndex((entry) => key.startsWith(entry.route));
      if (index >= 0) {
        const [entry] = this.failures.splice(index, 1);
        if (entry) return applyFailure(entry.failure, response);
      }
      await handler(recorded, response);
    } catch (error) {
      if (!response.headersSent) sendJson(response, 500, { error: String(error) });
    }
  }
}

function applyFailure(failure: FakeFailure, response: ServerResponse): void {
  switch (failure.kind) {
    case 'vendor':
      sendJson(response, failure.status, failure.body, failure.headers);
      return;
    case 'status':
      response.writeHead(failure.status, {
        'content-type': 'text/plain',
        ...(failure.retryAfter === undefined ? {} : { 'retry-after': failure.retryAfter }),
      });
      response.end(failure.body ?? 'Service Unavailable');
      return;
    case 'hang':
      return;
    case 'malformed':
      response.writeHead(200, { 'content-type': failure.contentType ?? 'application/json' });
      response.end(failure.body);
      return;
    case 'drop':
      response.socket?.destroy();
      return;
  }
}
