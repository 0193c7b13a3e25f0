import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { Readable } from 'node:stream';
import { sniffImage, type SniffedImage } from './image-sniff.ts';
import { mediaKeyOfUrl, type MediaStorage } from './media-storage.ts';
import { isLocalHostName, isLoopbackAddress, isPublicAddress } from './public-address.ts';

export type SafeFetchErrorCode =
  | 'INVALID_URL'
  | 'BLOCKED_ADDRESS'
  | 'UNRESOLVED'
  | 'TOO_MANY_REDIRECTS'
  | 'HTTP_STATUS'
  | 'TOO_LARGE'
  | 'NOT_AN_IMAGE'
  | 'NOT_FOUND'
  | 'TIMEOUT'
  | 'ABORTED'
  | 'NETWORK';

/** Why a user-supplied image URL could not be loaded. The message is safe to show the user (422 on the field). */
export class SafeFetchError extends Error {
  override name = 'SafeFetchError';
  readonly code: SafeFetchErrorCode;

  constructor(code: SafeFetchErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to all its addresses (the DNS seam: tests answer with the addresses they need). */
export type HostLookup = (hostname: string) => Promise<ResolvedAddress[]>;

export interface FetchPublicImageOptions {
  maxBytes: number;
  /** For the whole load: every lookup, redirect and the body. */
  timeoutMs: number;
  signal?: AbortSignal;
  lookup?: HostLookup;
  /** At most 3 by default. */
  maxRedirects?: number;
  /**
   * Lets tests fetch from a server on 127.0.0.1. Honoured only while NODE_ENV is `test` (as under vitest),
   * so production code cannot reach the local host even by passing it; private networks stay refused.
   */
  allowLoopbackInTests?: boolean;
}

/** A loaded image: its bytes and the type its leading bytes show. */
export interface LoadedImage {
  bytes: Buffer;
  contentType: SniffedImage['contentType'];
  extension: SniffedImage['extension'];
  /** Where the bytes came from: the last URL after redirects, or the media URL read from storage. */
  url: string;
}

const DEFAULT_MAX_REDIRECTS = 3;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** Enough leading bytes for every signature sniffImage knows. */
const SNIFF_BYTES = 12;
const NOT_AN_IMAGE = 'The address does not point to an image (PNG, JPEG, WebP or GIF)';

const defaultLookup: HostLookup = async (hostname) => {
  const answers = await dns.promises.lookup(hostname, { all: true, verbatim: true });
  return answers.map((answer) => ({ address: answer.address, family: answer.family === 6 ? 6 : 4 }));
};

function tooLarge(maxBytes: number): SafeFetchError {
  const megabytes = Math.round((maxBytes / (1024 * 1024)) * 10) / 10;
  return new SafeFetchError('TOO_LARGE', `The image is larger than ${megabytes} MB`);
}

/** Rejects as soon as the signal aborts, for steps (DNS) that take no signal themselves. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function parseHttpUrl(text: string, base?: URL): URL {
  const url = URL.canParse(text, base?.href) ? new URL(text, base) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) {
    throw new SafeFetchError('INVALID_URL', 'Enter the http(s) address of an image');
  }
  if (url.username || url.password) {
    throw new SafeFetchError('INVALID_URL', 'Image addresses with a user name or password are not supported');
  }
  return url;
}

/**
 * The one address to connect to for the URL, after checking that every address its host resolves to is
 * public. Connecting to exactly this address afterwards is what defeats DNS rebinding.
 */
async function checkedAddress(
  url: URL,
  options: FetchPublicImageOptions,
  signal: AbortSignal,
): Promise<ResolvedAddress> {
  const blocked = new SafeFetchError(
    'BLOCKED_ADDRESS',
    'Images from private or local network addresses are not allowed',
  );
  const allowLoopback = options.allowLoopbackInTests === true && process.env.NODE_ENV === 'test';
  const allowed = (address: string) => isPublicAddress(address) || (allowLoopback && isLoopbackAddress(address));

  const host = url.hostname.replace(/^\[|\]$/g, '');
  const family = net.isIP(host);
  if (family !== 0) {
    if (!allowed(host)) throw blocked;
    return { address: host, family: family === 6 ? 6 : 4 };
  }
  if (isLocalHostName(host)) throw blocked;
  let addresses: ResolvedAddress[];
  try {
    addresses = await untilAborted((options.lookup ?? defaultLookup)(host), signal);
  } catch (error) {
    if (signal.aborted) throw error;
    throw new SafeFetchError('UNRESOLVED', 'The image address could not be found', { cause: error });
  }
  const [first] = addresses;
  if (!first) throw new SafeFetchError('UNRESOLVED', 'The image address could not be found');
  if (!addresses.every((answer) => allowed(answer.address))) throw blocked;
  return first;
}

/** One GET to the URL over a connection to the pinned address; TLS still checks the certificate for the host. */
function requestPinned(url: URL, pinned: ResolvedAddress, signal: AbortSignal): Promise<http.IncomingMessage> {
  const lookup: net.LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [{ address: pinned.address, family: pinned.family }]);
    else callback(null, pinned.address, pinned.family);
  };
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(url, {
      method: 'GET',
      // A fresh connection each time: a pooled one could have been opened to another address.
      agent: false,
      lookup,
      signal,
      headers: { accept: 'image/*', 'user-agent': 'SymStudio-ImageFetch/1.0' },
    });
    request.once('response', resolve);
    // Stays attached: an abort while the body streams also errors the request, and must not go unhandled.
    request.on('error', reject);
    request.end();
  });
}

/** The body, refused as soon as it passes maxBytes or its first bytes are not an image. */
async function readImageBody(body: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  let sniffed = false;
  try {
    for await (const chunk of body) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      total += bytes.length;
      if (total > maxBytes) throw tooLarge(maxBytes);
      chunks.push(bytes);
      if (!sniffed && total >= SNIFF_BYTES) {
        sniffed = true;
        if (!sniffImage(Buffer.concat(chunks))) throw new SafeFetchError('NOT_AN_IMAGE', NOT_AN_IMAGE);
      }
    }
  } finally {
    body.destroy();
  }
  return Buffer.concat(chunks);
}

function loadedImage(bytes: Buffer, url: string): LoadedImage {
  const type = sniffImage(bytes);
  if (!type) throw new SafeFetchError('NOT_AN_IMAGE', NOT_AN_IMAGE);
  return { bytes, contentType: type.contentType, extension: type.extension, url };
}

async function fetchWithin(start: URL, options: FetchPublicImageOptions, signal: AbortSignal): Promise<LoadedImage> {
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  let url = start;
  for (let redirects = 0; ; redirects += 1) {
    const pinned = await checkedAddress(url, options, signal);
    const response = await requestPinned(url, pinned, signal);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (REDIRECT_STATUSES.has(status) && location) {
      response.destroy();
      if (redirects >= maxRedirects) {
        throw new SafeFetchError('TOO_MANY_REDIRECTS', 'The image address redirects too many times');
      }
      // Each hop is checked again: a public page may redirect to a private address.
      url = parseHttpUrl(location, url);
      continue;
    }
    if (status < 200 || status >= 300) {
      response.destroy();
      throw new SafeFetchError('HTTP_STATUS', `The image address answered with HTTP ${status}`);
    }
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > options.maxBytes) {
      response.destroy();
      throw tooLarge(options.maxBytes);
    }
    return loadedImage(await readImageBody(response, options.maxBytes), url.href);
  }
}

/**
 * Downloads an image from a user-supplied http(s) URL without letting the URL reach private networks: every
 * address of every host (redirects included, at most 3) must be public, and the connection goes to the
 * address that was checked. The body is limited to maxBytes and must sniff as an image. Throws SafeFetchError.
 */
export async function fetchPublicImage(url: string, options: FetchPublicImageOptions): Promise<LoadedImage> {
  const start = parseHttpUrl(url);
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  try {
    return await fetchWithin(start, options, signal);
  } catch (error) {
    if (error instanceof SafeFetchError) throw error;
    if (timeout.aborted) {
      throw new SafeFetchError('TIMEOUT', 'The image took too long to download', { cause: error });
    }
    if (signal.aborted) throw new SafeFetchError('ABORTED', 'The download was cancelled', { cause: error });
    throw new SafeFetchError('NETWORK', 'The image could not be downloaded', { cause: error });
  }
}

/**
 * The image behind a URL given as input: one of our media URLs (`/media/<key>`, relative or on any host) is
 * read from storage, anything else is fetched with fetchPublicImage. Same limits and errors either way.
 */
export async function loadImageInput(
  storage: Pick<MediaStorage, 'get'>,
  url: string,
  options: FetchPublicImageOptions,
): Promise<LoadedImage> {
  const key = mediaKeyOfUrl(url);
  if (key) {
    const stored = await storage.get(key);
    if (stored) {
      if (stored.size > options.maxBytes) {
        stored.stream.destroy();
        throw tooLarge(options.maxBytes);
      }
      return loadedImage(await readImageBody(stored.stream, options.maxBytes), url);
    }
    // An absolute URL of another site can share our path shape; only a relative one is surely ours.
    if (!/^https?:\/\//i.test(url)) throw new SafeFetchError('NOT_FOUND', 'The image was not found');
  }
  return fetchPublicImage(url, options);
}
