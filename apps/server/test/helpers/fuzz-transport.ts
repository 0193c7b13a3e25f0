import { io as connect, type Socket } from 'socket.io-client';
import type { HttpRoute, RpcResponse } from '@sym/contracts';
import { RawJson, toJsonText } from './fuzz-inputs.ts';

/** What one fuzzed call answered: an HTTP status (socket: the error's code) or why nothing usable came back. */
export interface CallOutcome {
  /** True for a 5xx, a 'Server error' envelope, a hang or a dropped connection. */
  isServerFault: boolean;
  summary: string;
}

const HEX = '0123456789ABCDEF';
const byte = (value: number) => `%${HEX[value >> 4]}${HEX[value & 15]}`;

/**
 * Percent-encodes a string as UTF-8, like encodeURIComponent, except that a lone surrogate is sent as its three
 * raw bytes (invalid UTF-8) instead of throwing, so the server sees what a hostile client could send.
 */
export function encodeLoosely(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += byte(0xe0 | (code >> 12)) + byte(0x80 | ((code >> 6) & 0x3f)) + byte(0x80 | (code & 0x3f));
    } else out += encodeURIComponent(char);
  }
  return out;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : toJsonText(value));

/** The URL and body of a REST call: path parameters from the payload (else the base), the rest as query or JSON body. */
export function restRequest(
  route: HttpRoute,
  payload: unknown,
  base: Record<string, unknown>,
): { url: string; body: string | undefined } {
  const fields =
    typeof payload === 'object' && payload !== null && !Array.isArray(payload)
      ? { ...(payload as Record<string, unknown>) }
      : undefined;
  const url = route.path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = fields && name in fields ? fields[name] : base[name];
    if (fields) delete fields[name];
    return encodeLoosely(asText(value ?? 'missing'));
  });
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  if (hasBody) return { url, body: toJsonText(fields ?? payload) };
  const query = Object.entries(fields ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => `${encodeLoosely(key)}=${encodeLoosely(asText(value))}`)
    .join('&');
  return { url: query ? `${url}?${query}` : url, body: undefined };
}

/** Sends one REST call and judges it; `timeoutMs` without an answer counts as a hang. */
export async function sendRest(
  baseUrl: string,
  token: string,
  method: string,
  url: string,
  body: string | Uint8Array | undefined,
  timeoutMs: number,
  contentType = 'application/json',
): Promise<CallOutcome> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (body !== undefined) headers['content-type'] = contentType;
  try {
    const response = await fetch(`${baseUrl}${url}`, {
      method,
      headers,
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    return { isServerFault: response.status >= 500, summary: `${response.status} ${text.slice(0, 300)}` };
  } catch (error) {
    return { isServerFault: true, summary: `no answer: ${(error as Error).message}` };
  }
}

type Encoder = { replacer?: unknown; encode(packet: unknown): unknown[] };

/** Makes the socket's packet encoder write RawJson parts as their text (see RawJson); its hooks are socket.io's own. */
function encodeRawJson(socket: Socket): void {
  const encoder = (socket.io as unknown as { encoder: Encoder }).encoder;
  encoder.replacer = RawJson.replacer;
  const encode = encoder.encode.bind(encoder);
  encoder.encode = (packet) => encode(packet).map((part) => (typeof part === 'string' ? RawJson.splice(part) : part));
}

/**
 * A signed-in socket for RPC calls that notices hangs and drops (and reconnects after a drop). A drop by the server
 * is not a fault when the session was signed out (a fuzzed sign-out succeeded): the server then closes the
 * session's sockets on purpose, and the reconnection tells which it was (its token is refused).
 */
export class FuzzSocket {
  private socket: Socket | undefined;
  private connecting: Promise<Socket> | undefined;
  private isSignedIn = true;
  private counter = 0;

  constructor(
    private readonly url: string,
    private readonly token: string,
  ) {}

  /** One connection at a time: concurrent calls after a drop share the reconnection. */
  private connected(): Promise<Socket> {
    if (this.socket?.connected) return Promise.resolve(this.socket);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async connect(): Promise<Socket> {
    this.socket?.disconnect();
    const socket = connect(this.url, {
      transports: ['websocket'],
      reconnection: false,
      auth: { token: this.token },
    });
    encodeRawJson(socket);
    this.socket = socket;
    this.isSignedIn = await new Promise<boolean>((resolve, reject) => {
      socket.once('auth:ok', () => resolve(true));
      socket.once('auth:error', () => resolve(false));
      socket.once('connect_error', reject);
    });
    return socket;
  }

  /** Whether a drop by the server was a sign-out: the session's token no longer signs a socket in. */
  private async wasSignedOut(reason: string): Promise<boolean> {
    if (reason !== 'socket dropped: io server disconnect') return false;
    await this.connected();
    return !this.isSignedIn;
  }

  /** Sends `request` {id, action, payload} (or `raw` as the whole request) and judges the answer. */
  async call(action: string, payload: unknown, timeoutMs: number, raw?: unknown): Promise<CallOutcome> {
    const socket = await this.connected();
    this.counter += 1;
    const id = `fuzz-${this.counter}`;
    const request = raw === undefined ? { id, action, payload } : raw;
    const answer = await new Promise<RpcResponse | string>((resolve) => {
      const timer = setTimeout(() => resolve('no answer (hang)'), timeoutMs);
      const onDisconnect = (reason: string) => resolve(`socket dropped: ${reason}`);
      socket.once('disconnect', onDisconnect);
      socket.timeout(timeoutMs).emit('request', request, (error: Error | null, response: RpcResponse) => {
        clearTimeout(timer);
        socket.off('disconnect', onDisconnect);
        resolve(error ? (raw === undefined ? 'no ack (hang)' : 'ignored') : response);
      });
    });
    if (answer === 'ignored') return { isServerFault: false, summary: 'ignored' };
    if (typeof answer === 'string' && (await this.wasSignedOut(answer)))
      return { isServerFault: false, summary: `${answer} (signed out)` };
    if (typeof answer === 'string') return { isServerFault: true, summary: answer };
    if (answer.success) return { isServerFault: false, summary: 'success' };
    const { code, message } = answer.error;
    return {
      isServerFault: code === 'SERVER_ERROR' || message === 'Server error',
      summary: `${code} ${message} ${JSON.stringify(answer.error.details ?? []).slice(0, 200)}`,
    };
  }

  close(): void {
    this.socket?.disconnect();
  }
}
