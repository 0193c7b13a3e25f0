import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LocalMediaStorage } from './local-media-storage.ts';
import { mediaUrlOf, newMediaKey } from './media-storage.ts';
import {
  fetchPublicImage,
  loadImageInput,
  SafeFetchError,
  type FetchPublicImageOptions,
  type HostLookup,
  type SafeFetchErrorCode,
} from './safe-fetch.ts';

/** A tiny valid PNG (1×1 pixel). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

let server: http.Server;
let port: number;
const requests: string[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    requests.push(`${request.headers.host}${request.url}`);
    const url = request.url ?? '/';
    if (url === '/image.png') return response.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    if (url === '/page') return response.writeHead(200, { 'content-type': 'image/png' }).end('<html>hello</html>');
    if (url === '/tiny') return response.writeHead(200).end('GIF');
    if (url === '/missing') return response.writeHead(404).end();
    if (url === '/redirect-ok') return response.writeHead(302, { location: '/image.png' }).end();
    if (url === '/redirect-private') return response.writeHead(301, { location: 'http://internal.example/x' }).end();
    if (url === '/redirect-metadata') {
      return response.writeHead(307, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    }
    if (url === '/redirect-file') return response.writeHead(302, { location: 'file:///etc/passwd' }).end();
    const hop = /^\/hop\/(\d+)$/.exec(url);
    if (hop) {
      const left = Number(hop[1]);
      return response.writeHead(302, { location: left > 0 ? `/hop/${left - 1}` : '/image.png' }).end();
    }
    if (url === '/huge-stream') {
      // No Content-Length: only counting while streaming can stop it.
      response.writeHead(200, { 'content-type': 'image/png' });
      response.write(PNG);
      const timer = setInterval(() => response.write(Buffer.alloc(16 * 1024)), 1);
      response.on('close', () => clearInterval(timer));
      return;
    }
    if (url === '/huge-declared') {
      response.writeHead(200, { 'content-type': 'image/png', 'content-length': 50 * 1024 * 1024 });
      return response.write(PNG);
    }
    if (url === '/slow') return; // never answers
    response.writeHead(500).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => {
  requests.length = 0;
  vi.unstubAllEnvs();
});

/** DNS as the tests need it: names to fixed answers; anything else does not exist. */
function lookupOf(answers: Record<string, string[]>): HostLookup & { calls: string[] } {
  const calls: string[] = [];
  const lookup = async (hostname: string) => {
    calls.push(hostname);
    const addresses = answers[hostname];
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    return addresses.map((address) => ({ address, family: address.includes(':') ? (6 as const) : (4 as const) }));
  };
  return Object.assign(lookup, { calls });
}

const LIMITS = { maxBytes: 64 * 1024, timeoutMs: 5_000 };
/** images.example resolves to the local test server, which tests may reach only with the test-only switch. */
const local = (extra: Partial<FetchPublicImageOptions> = {}): FetchPublicImageOptions => ({
  ...LIMITS,
  allowLoopbackInTests: true,
  lookup: lookupOf({ 'images.example': ['127.0.0.1'], 'internal.example': ['10.0.0.5'] }),
  ...extra,
});

async function failureOf(load: Promise<unknown>): Promise<{ code: SafeFetchErrorCode; message: string }> {
  const error = await load.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(SafeFetchError);
  const { code, message } = error as SafeFetchError;
  return { code, message };
}

describe('fetchPublicImage: what it refuses before connecting', () => {
  it('refuses every non-public address a host resolves to, without connecting', async () => {
    const privateAnswers = [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.0.10',
      '169.254.169.254',
      '100.64.1.1',
      '0.0.0.0',
      '224.0.0.251',
      '::1',
      'fd00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
    ];
    for (const address of privateAnswers) {
      const lookup = lookupOf({ 'evil.example': [address] });
      const failure = await failureOf(fetchPublicImage(`http://evil.example:${port}/image.png`, { ...LIMITS, lookup }));
      expect(failure.code, address).toBe('BLOCKED_ADDRESS');
      expect(failure.message).toBe('Images from private or local network addresses are not allowed');
      expect(lookup.calls).toEqual(['evil.example']);
    }
    // One private answer among public ones is enough to refuse: the connection could go to any of them.
    const mixed = lookupOf({ 'evil.example': ['8.8.8.8', '10.0.0.1'] });
    expect((await failureOf(fetchPublicImage('http://evil.example/a.png', { ...LIMITS, lookup: mixed }))).code).toBe(
      'BLOCKED_ADDRESS',
    );
    expect(requests).toEqual([]);
  });

  it('refuses private IP literals in every spelling, and local host names, without any lookup', async () => {
    const lookup = lookupOf({});
    for (const url of [
      `http://127.0.0.1:${port}/image.png`,
      `http://[::1]:${port}/image.png`,
      `http://[::ffff:127.0.0.1]:${port}/image.png`,
      `http://2130706433:${port}/image.png`,
      `http://0x7f.0.0.1:${port}/image.png`,
      `http://0:${port}/image.png`,
      'http://169.254.169.254/latest/meta-data/',
      'http://[fd00::1]/a.png',
      'http://localhost/a.png',
      'http://app.localhost/a.png',
      'http://metadata.google.internal/computeMetadata/v1/',
      'http://printer.local/a.png',
      'http://intranet/a.png',
    ]) {
      expect((await failureOf(fetchPublicImage(url, { ...LIMITS, lookup }))).code, url).toBe('BLOCKED_ADDRESS');
    }
    expect(lookup.calls).toEqual([]);
    expect(requests).toEqual([]);
  });

  it('refuses schemes other than http(s), relative and credential-bearing URLs', async () => {
    for (const url of [
      'file:///etc/passwd',
      'ftp://example.com/a.png',
      'data:image/png;base64,iVBORw0KGgo=',
      'javascript:alert(1)',
      'gopher://example.com/',
      '/media/whatever.png',
      'not a url',
      'https://user:secret@example.com/a.png',
    ]) {
      expect((await failureOf(fetchPublicImage(url, { ...LIMITS, lookup: lookupOf({}) }))).code, url).toBe(
        'INVALID_URL',
      );
    }
  });

  it('reports a name that does not resolve', async () => {
    const failure = await failureOf(
      fetchPublicImage('https://nowhere.example/a.png', { ...LIMITS, lookup: lookupOf({}) }),
    );
    expect(failure).toEqual({ code: 'UNRESOLVED', message: 'The image address could not be found' });
  });
});

describe('fetchPublicImage against a local server (test-only loopback switch)', () => {
  it('downloads an image from the address it checked, resolving the name once', async () => {
    const options = local();
    const image = await fetchPublicImage(`http://images.example:${port}/image.png`, options);
    expect(image).toMatchObject({ contentType: 'image/png', extension: 'png' });
    expect(image.bytes.equals(PNG)).toBe(true);
    expect(image.url).toBe(`http://images.example:${port}/image.png`);
    // images.example does not exist in real DNS: reaching the server proves the connection used our answer.
    expect((options.lookup as ReturnType<typeof lookupOf>).calls).toEqual(['images.example']);
    expect(requests).toEqual([`images.example:${port}/image.png`]);
  });

  it('cannot reach the local host without the switch, nor with it outside tests', async () => {
    const url = `http://images.example:${port}/image.png`;
    expect((await failureOf(fetchPublicImage(url, local({ allowLoopbackInTests: false })))).code).toBe(
      'BLOCKED_ADDRESS',
    );
    vi.stubEnv('NODE_ENV', 'production');
    expect((await failureOf(fetchPublicImage(url, local()))).code).toBe('BLOCKED_ADDRESS');
    expect(requests).toEqual([]);
  });

  it('the switch opens loopback only: private networks stay refused', async () => {
    expect((await failureOf(fetchPublicImage('http://internal.example/a.png', local()))).code).toBe('BLOCKED_ADDRESS');
    expect((await failureOf(fetchPublicImage('http://[fd00::1]/a.png', local()))).code).toBe('BLOCKED_ADDRESS');
  });

  it('follows redirects, checking every hop, at most three', async () => {
    const viaRedirect = await fetchPublicImage(`http://images.example:${port}/redirect-ok`, local());
    expect(viaRedirect.url).toBe(`http://images.example:${port}/image.png`);
    expect((await fetchPublicImage(`http://images.example:${port}/hop/2`, local())).bytes.equals(PNG)).toBe(true);

    const tooMany = await failureOf(fetchPublicImage(`http://images.example:${port}/hop/3`, local()));
    expect(tooMany).toEqual({ code: 'TOO_MANY_REDIRECTS', message: 'The image address redirects too many times' });

    for (const hop of ['/redirect-private', '/redirect-metadata']) {
      const options = local();
      const refused = await failureOf(fetchPublicImage(`http://images.example:${port}${hop}`, options));
      expect(refused.code, hop).toBe('BLOCKED_ADDRESS');
    }
    expect((await failureOf(fetchPublicImage(`http://images.example:${port}/redirect-file`, local()))).code).toBe(
      'INVALID_URL',
    );
  });

  it('stops a body past the size limit, declared or streamed', async () => {
    const declared = await failureOf(fetchPublicImage(`http://images.example:${port}/huge-declared`, local()));
    expect(declared).toEqual({ code: 'TOO_LARGE', message: 'The image is larger than 0.1 MB' });
    const streamed = await failureOf(fetchPublicImage(`http://images.example:${port}/huge-stream`, local()));
    expect(streamed.code).toBe('TOO_LARGE');
  });

  it('refuses a body that is not an image, whatever its declared type', async () => {
    const page = await failureOf(fetchPublicImage(`http://images.example:${port}/page`, local()));
    expect(page).toEqual({
      code: 'NOT_AN_IMAGE',
      message: 'The address does not point to an image (PNG, JPEG, WebP or GIF)',
    });
    expect((await failureOf(fetchPublicImage(`http://images.example:${port}/tiny`, local()))).code).toBe(
      'NOT_AN_IMAGE',
    );
  });

  it('reports error statuses, time-outs and cancellation', async () => {
    expect(await failureOf(fetchPublicImage(`http://images.example:${port}/missing`, local()))).toEqual({
      code: 'HTTP_STATUS',
      message: 'The image address answered with HTTP 404',
    });
    const slow = `http://images.example:${port}/slow`;
    expect((await failureOf(fetchPublicImage(slow, local({ timeoutMs: 150 })))).code).toBe('TIMEOUT');
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    expect((await failureOf(fetchPublicImage(slow, local({ signal: controller.signal })))).code).toBe('ABORTED');
  });
});

describe('loadImageInput', () => {
  let root: string;
  beforeAll(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'sym-safe-fetch-'));
  });
  afterAll(() => {
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('reads our own media urls from storage, without any lookup or request', async () => {
    const storage = new LocalMediaStorage(root);
    const key = newMediaKey('png');
    await storage.put(key, PNG, 'image/png');
    const lookup = lookupOf({});
    for (const url of [mediaUrlOf(key), `https://studio.example.com${mediaUrlOf(key)}`]) {
      const image = await loadImageInput(storage, url, { ...LIMITS, lookup });
      expect(image).toMatchObject({ contentType: 'image/png', url });
      expect(image.bytes.equals(PNG)).toBe(true);
    }
    expect(lookup.calls).toEqual([]);
  });

  it('applies the same limits to stored files, and reports a missing one', async () => {
    const storage = new LocalMediaStorage(root);
    const text = newMediaKey('png');
    await storage.put(text, Buffer.from('just some text, not a picture'), 'image/png');
    expect((await failureOf(loadImageInput(storage, mediaUrlOf(text), LIMITS))).code).toBe('NOT_AN_IMAGE');

    const big = newMediaKey('png');
    await storage.put(big, Buffer.concat([PNG, Buffer.alloc(LIMITS.maxBytes)]), 'image/png');
    expect((await failureOf(loadImageInput(storage, mediaUrlOf(big), LIMITS))).code).toBe('TOO_LARGE');

    expect(await failureOf(loadImageInput(storage, mediaUrlOf(newMediaKey('png')), LIMITS))).toEqual({
      code: 'NOT_FOUND',
      message: 'The image was not found',
    });
  });

  it('fetches other urls with the same protections', async () => {
    const storage = new LocalMediaStorage(root);
    const missingHere = `http://images.example:${port}${mediaUrlOf(newMediaKey('png'))}`;
    // Not in storage: another site that happens to use our path shape; fetched (and here answered 500).
    expect((await failureOf(loadImageInput(storage, missingHere, local()))).code).toBe('HTTP_STATUS');
    expect((await failureOf(loadImageInput(storage, 'http://10.0.0.1/a.png', LIMITS))).code).toBe('BLOCKED_ADDRESS');
    const image = await loadImageInput(storage, `http://images.example:${port}/image.png`, local());
    expect(image.bytes.equals(PNG)).toBe(true);
  });
});
