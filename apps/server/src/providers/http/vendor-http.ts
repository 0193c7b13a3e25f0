import type { z } from 'zod';
import { ProviderError } from '../provider.ts';

/**
 * The one fetch wrapper every remote adapter uses: base URL, auth headers, a timeout per request, retries with
 * backoff for 429/5xx/network failures, zod-validated JSON and size-limited downloads. Every failure leaves as a
 * ProviderError whose message is safe to show (vendor text included, secrets scrubbed); a caller's own abort
 * leaves as the caller's abort reason so cancellation stays distinguishable from failure.
 */

export interface VendorHttpOptions {
  /** Who speaks in user-facing messages, e.g. 'Image provider' → 'Image provider timed out'. */
  label: string;
  baseUrl: string;
  /** Auth and other fixed headers; sent only to the base URL's origin, never to download hosts. */
  headers?: Record<string, string>;
  /** Limit for one request (connect, status and body), in milliseconds. */
  timeoutMs: number;
  /** Extra attempts after a 429, 5xx or network failure. */
  maxRetries: number;
  /** First backoff step; doubled per attempt, plus up to the same again of jitter. */
  retryBaseDelayMs?: number;
  /** Upper bound for one wait, including a vendor's Retry-After. */
  maxRetryDelayMs?: number;
  /** Values never to repeat in messages (API keys, tokens). */
  secrets?: string[];
  /** Vendor-specific reading of an error body; the generic reader is used when it returns undefined. */
  describeError?: (body: unknown) => string | undefined;
}

export interface VendorRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** A path below the base URL ('/images/generations') or an absolute URL (downloads, vendor-given links). */
  path: string;
  query?: Record<string, string>;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Overrides the client's per-request timeout. */
  timeoutMs?: number;
  /** Set false for calls where a repeat is useless (best-effort cancels). */
  retry?: boolean;
}

export interface DownloadedFile {
  bytes: Uint8Array;
  /** The Content-Type header without parameters, '' when absent. */
  contentType: string;
}

const DEFAULT_MAX_DOWNLOAD_BYTES = 200 * 1024 * 1024;
const MAX_MESSAGE_LENGTH = 300;

/** A vendor's refusal (4xx) with its HTTP status, for adapters that react to particular statuses. */
export class VendorHttpError extends ProviderError {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super('vendor', message);
  }
}

/** Thrown inside one attempt when trying again may help; carries the error to give up with. */
class RetryableFailure extends Error {
  constructor(
    readonly finalError: ProviderError,
    readonly retryAfterMs?: number,
  ) {
    super(finalError.message);
  }
}

/** A signal that aborts with ProviderError('timeout') after `timeoutMs`, combined with the caller's signal. */
export function withDeadline(
  label: string,
  timeoutMs: number,
  signal?: AbortSignal,
): { signal: AbortSignal; dispose: () => void } {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(new ProviderError('timeout', `${label} timed out`)), timeoutMs);
  return {
    signal: signal ? AbortSignal.any([signal, deadline.signal]) : deadline.signal,
    dispose: () => clearTimeout(timer),
  };
}

/** Waits `ms`, rejecting with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Whether the URL points at this machine (Ollama, LM Studio, a local ComfyUI). */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '[::1]' || host.startsWith('127.');
}

/** The vendor's own words from an error body: OpenAI, Replicate (problem+json), ComfyUI and plain shapes. */
export function genericErrorMessage(body: unknown): string | undefined {
  if (typeof body === 'string') return body;
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  const error = record['error'];
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object') {
    const message = (error as Record<string, unknown>)['message'];
    if (typeof message === 'string') return message;
  }
  const detail = record['detail'];
  if (typeof detail === 'string') return detail;
  if (Array.isArray(detail)) {
    const messages = detail.map((item) => (item as Record<string, unknown> | null)?.['msg']);
    const texts = messages.filter((text): text is string => typeof text === 'string');
    if (texts.length > 0) return texts.join('; ');
  }
  for (const key of ['message', 'title']) {
    if (typeof record[key] === 'string') return record[key];
  }
  return undefined;
}

/** The HTTP client of one vendor endpoint. */
export class VendorHttp {
  private readonly baseUrl: string;
  private readonly origin: string;

  constructor(private readonly options: VendorHttpOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.origin = new URL(this.baseUrl).origin;
  }

  get label(): string {
    return this.options.label;
  }

  /** Sends the request and validates the JSON reply with `schema` (a mismatch is ProviderError('malformed')). */
  async json<T>(request: VendorRequest, schema: z.ZodType<T>): Promise<T> {
    const text = await this.attempt(request, (response) => response.text());
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      throw new ProviderError('malformed', `${this.label} sent a response that is not JSON`, { cause: error });
    }
    const result = schema.safeParse(parsed);
    if (!result.success) {
      const issue = result.error.issues[0];
      const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
      throw new ProviderError('malformed', `${this.label} sent an unexpected response${where}`, {
        cause: result.error,
      });
    }
    return result.data;
  }

  /** Sends the request and reads the body as bytes, refusing bodies larger than `maxBytes`. */
  bytes(request: VendorRequest, maxBytes = DEFAULT_MAX_DOWNLOAD_BYTES): Promise<DownloadedFile> {
    return this.attempt(request, async (response) => ({
      bytes: await this.readLimited(response, maxBytes),
      contentType: (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '',
    }));
  }

  /** Downloads a vendor-given URL (absolute, or data:) with the size limit; auth goes only to the vendor origin. */
  async download(url: string, options: { signal?: AbortSignal; maxBytes?: number } = {}): Promise<DownloadedFile> {
    const protocol = url.split(':', 1)[0]?.toLowerCase();
    if (protocol !== 'https' && protocol !== 'http' && protocol !== 'data') {
      throw new ProviderError('malformed', `${this.label} returned a file link that cannot be downloaded`);
    }
    return this.bytes({ path: url, signal: options.signal }, options.maxBytes);
  }

  private resolveUrl(request: VendorRequest): URL {
    const url = /^[a-z][a-z0-9+.-]*:/i.test(request.path)
      ? new URL(request.path)
      : new URL(this.baseUrl + (request.path.startsWith('/') ? request.path : `/${request.path}`));
    for (const [key, value] of Object.entries(request.query ?? {})) url.searchParams.set(key, value);
    return url;
  }

  /** Runs `read` on a successful response, retrying the whole exchange on retryable failures. */
  private async attempt<T>(request: VendorRequest, read: (response: Response) => Promise<T>): Promise<T> {
    const retries = request.retry === false ? 0 : this.options.maxRetries;
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.once(request, read);
      } catch (error) {
        if (!(error instanceof RetryableFailure)) throw error;
        if (attempt >= retries) throw error.finalError;
        await sleep(this.backoffMs(attempt, error.retryAfterMs), request.signal);
      }
    }
  }

  private backoffMs(attempt: number, retryAfterMs: number | undefined): number {
    const cap = this.options.maxRetryDelayMs ?? 20_000;
    if (retryAfterMs !== undefined) return Math.min(retryAfterMs, cap);
    const base = this.options.retryBaseDelayMs ?? 500;
    return Math.min(base * 2 ** attempt + Math.random() * base, cap);
  }

  private async once<T>(request: VendorRequest, read: (response: Response) => Promise<T>): Promise<T> {
    const url = this.resolveUrl(request);
    const timeout = withDeadline(this.label, request.timeoutMs ?? this.options.timeoutMs, request.signal);
    const headers: Record<string, string> = {
      ...(url.origin === this.origin ? this.options.headers : {}),
      ...request.headers,
    };
    let body: string | FormData | undefined;
    if (request.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.json);
    } else if (request.form) {
      body = request.form;
    }
    try {
      const response = await fetch(url, {
        method: request.method ?? (body === undefined ? 'GET' : 'POST'),
        headers,
        body,
        signal: timeout.signal,
      });
      if (!response.ok) throw await this.failure(response);
      return await read(response);
    } catch (error) {
      if (timeout.signal.aborted) throw timeout.signal.reason;
      if (error instanceof ProviderError || error instanceof RetryableFailure) throw error;
      throw new RetryableFailure(
        new ProviderError('unavailable', `${this.label} could not be reached`, { cause: error }),
      );
    } finally {
      timeout.dispose();
    }
  }

  private async failure(response: Response): Promise<ProviderError | RetryableFailure> {
    const text = await response.text().catch(() => '');
    const message = this.vendorMessage(text);
    const status = response.status;
    const suffix = message ? `: ${message}` : '';
    if (status === 429) {
      const error = new ProviderError('unavailable', `${this.label} is rate limiting requests${suffix}`);
      return new RetryableFailure(error, retryAfterMs(response.headers.get('retry-after')));
    }
    if (status >= 500 || status === 408) {
      const error = new ProviderError('unavailable', `${this.label} is unavailable (HTTP ${status})${suffix}`);
      return new RetryableFailure(error, retryAfterMs(response.headers.get('retry-after')));
    }
    return new VendorHttpError(status, `${this.label} rejected the request${message ? suffix : ` (HTTP ${status})`}`);
  }

  /** The vendor's message from an error body: trimmed, single-line, bounded and without secrets. */
  private vendorMessage(text: string): string {
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: an HTML error page says nothing useful to a user, plain text may.
      if (/^\s*</.test(text)) return '';
    }
    const raw = this.options.describeError?.(body) ?? genericErrorMessage(body) ?? '';
    return this.scrub(raw).replace(/\s+/g, ' ').trim().slice(0, MAX_MESSAGE_LENGTH);
  }

  private scrub(text: string): string {
    let clean = text;
    for (const secret of this.options.secrets ?? []) {
      if (secret.length >= 4) clean = clean.split(secret).join('***');
    }
    // Vendors echo (partial) keys in auth errors: 'Incorrect API key provided: sk-abc***xyz'.
    return clean.replace(/\b(sk|r8|rpa|key)[-_][A-Za-z0-9*_-]{4,}/g, '***').replace(/Bearer\s+\S+/gi, 'Bearer ***');
  }

  private async readLimited(response: Response, maxBytes: number): Promise<Uint8Array> {
    const tooLarge = (): ProviderError =>
      new ProviderError(
        'malformed',
        `${this.label} sent a file larger than ${Math.round(maxBytes / 1024 / 1024) || 1} MB`,
      );
    const declared = Number(response.headers.get('content-length'));
    if (Number.isFinite(declared) && declared > maxBytes) {
      await response.body?.cancel().catch(() => undefined);
      throw tooLarge();
    }
    if (!response.body) return new Uint8Array();
    const chunks: Uint8Array[] = [];
    let total = 0;
    for await (const chunk of response.body) {
      total += chunk.byteLength;
      if (total > maxBytes) throw tooLarge();
      chunks.push(chunk);
    }
    const bytes = new Uint8Array(total);
    let offset = 0;
    for (const chunk of chunks) {
      bytes.set(chunk, offset);
      offset += chunk.byteLength;
    }
    return bytes;
  }
}

/** Retry-After as milliseconds: delta seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}
