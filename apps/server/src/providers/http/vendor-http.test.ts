import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { providerFailure } from '../../../test/fakes/adapter-contract.ts';
import { FakeHttpServer, sendBytes, sendJson } from '../../../test/fakes/fake-http.ts';
import { ProviderError } from '../provider.ts';
import { retryAfterMs, VendorHttp, type VendorHttpOptions } from './vendor-http.ts';

let api: FakeHttpServer;
let other: FakeHttpServer;

beforeAll(async () => {
  api = await FakeHttpServer.start((request, response) => {
    if (request.path === '/v1/big') return sendBytes(response, new Uint8Array(4096), 'application/octet-stream');
    if (request.path === '/v1/chunked') {
      response.writeHead(200, { 'content-type': 'application/octet-stream' });
      for (let index = 0; index < 8; index += 1) response.write(new Uint8Array(1024));
      response.end();
      return;
    }
    sendJson(response, 200, { ok: true, echo: request.json ?? null });
  });
  other = await FakeHttpServer.start((_request, response) => sendBytes(response, new Uint8Array([1, 2, 3]), 'x/y'));
});
afterAll(async () => {
  await Promise.all([api.close(), other.close()]);
});
beforeEach(() => {
  api.requests.length = 0;
  other.requests.length = 0;
});

const http = (overrides: Partial<VendorHttpOptions> = {}) =>
  new VendorHttp({
    label: 'Image provider',
    baseUrl: `${api.url}/v1/`,
    headers: { authorization: 'Bearer sk-secret-value-123' },
    secrets: ['sk-secret-value-123', 'hunter2-password'],
    timeoutMs: 1000,
    maxRetries: 2,
    retryBaseDelayMs: 10,
    ...overrides,
  });

const Ok = z.object({ ok: z.literal(true), echo: z.unknown() });

describe('VendorHttp', () => {
  it('joins the base URL and path, sends JSON with the auth header and validates the answer', async () => {
    const reply = await http().json({ path: '/things', query: { a: '1' }, json: { x: 1 } }, Ok);
    expect(reply).toEqual({ ok: true, echo: { x: 1 } });
    const [request] = api.requests;
    expect(request?.path).toBe('/v1/things');
    expect(request?.query.get('a')).toBe('1');
    expect(request?.method).toBe('POST');
    expect(request?.headers.authorization).toBe('Bearer sk-secret-value-123');
  });

  it('honours Retry-After on a 429 before trying again', async () => {
    api.fail('GET /v1/slow', {
      kind: 'vendor',
      status: 429,
      body: { error: 'slow down' },
      headers: { 'retry-after': '1' },
    });
    const started = Date.now();
    await http().json({ path: '/slow' }, Ok);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(api.received('GET /v1/slow')).toHaveLength(2);
  });

  it('gives up on a persistent 429 with an unavailable, retryable error carrying the vendor message', async () => {
    api.fail('GET /v1/busy', { kind: 'vendor', status: 429, body: { error: { message: 'quota exceeded' } } }, 3);
    const error = await providerFailure(http().json({ path: '/busy' }, Ok));
    expect(error.reason).toBe('unavailable');
    expect(error.isRetryable).toBe(true);
    expect(error.message).toBe('Image provider is rate limiting requests: quota exceeded');
  });

  it('does not retry 4xx errors, scrubs secrets and hides HTML error pages', async () => {
    api.fail('GET /v1/secret', {
      kind: 'vendor',
      status: 403,
      body: { detail: 'token sk-secret-value-123 or hunter2-password denied' },
    });
    const error = await providerFailure(http().json({ path: '/secret' }, Ok));
    expect(error.message).toBe('Image provider rejected the request: token *** or *** denied');
    expect(api.received('GET /v1/secret')).toHaveLength(1);

    api.fail('GET /v1/html', { kind: 'status', status: 404, body: '<html><body>nginx</body></html>' });
    const html = await providerFailure(http().json({ path: '/html' }, Ok));
    expect(html.message).toBe('Image provider rejected the request (HTTP 404)');
  });

  it('reports an unreachable vendor after retrying network errors', async () => {
    const closed = await FakeHttpServer.start(() => undefined);
    const url = closed.url;
    await closed.close();
    const error = await providerFailure(http({ baseUrl: url }).json({ path: '/x' }, Ok));
    expect(error.reason).toBe('unavailable');
    expect(error.message).toBe('Image provider could not be reached');
  });

  it('refuses downloads over the size limit, whether declared or streamed', async () => {
    const declared = await providerFailure(http().bytes({ path: '/big' }, 1024));
    expect(declared.reason).toBe('malformed');
    expect(declared.message).toBe('Image provider sent a file larger than 1 MB');
    const streamed = await providerFailure(http().bytes({ path: '/chunked' }, 2048));
    expect(streamed.reason).toBe('malformed');
    expect((await http().bytes({ path: '/chunked' }, 10_000)).bytes).toHaveLength(8192);
  });

  it('sends auth only to the vendor origin and reads data: URIs', async () => {
    const file = await http().download(`${other.url}/file.bin`);
    expect(Array.from(file.bytes)).toEqual([1, 2, 3]);
    expect(file.contentType).toBe('x/y');
    expect(other.requests[0]?.headers.authorization).toBeUndefined();

    const inline = await http().download('data:audio/wav;base64,UklGRg==');
    expect(new TextDecoder().decode(inline.bytes)).toBe('RIFF');
    await expect(http().download('file:///etc/passwd')).rejects.toThrow(ProviderError);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs(null)).toBeUndefined();
    expect(retryAfterMs('soon')).toBeUndefined();
    const inFiveSeconds = new Date(Date.now() + 5000).toUTCString();
    expect(retryAfterMs(inFiveSeconds)).toBeGreaterThan(3000);
  });
});
