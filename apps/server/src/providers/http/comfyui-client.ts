import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { z } from 'zod';
import { ProviderError, type ProviderCallContext } from '../provider.ts';
import type { ComfyWorkflow } from './comfyui-workflow.ts';
import { imageContentType } from './media-info.ts';
import { sleep, VendorHttp, withDeadline } from './vendor-http.ts';

/**
 * Running an API-format workflow on a ComfyUI server: upload inputs (POST /upload/image), queue it
 * (POST /prompt), follow it on the websocket (/ws?clientId=) for progress and completion, fall back to polling
 * GET /history/{id} when the socket is unavailable, and fetch outputs with GET /view. On abort or timeout the
 * prompt is removed from the queue, or interrupted when it is the one running.
 */

export interface ComfyUiClientOptions {
  /** Speaks in messages, e.g. 'Image provider'. */
  label: string;
  baseUrl: string;
  /** Limit for the whole run (upload, queue wait, execution, download), in milliseconds. */
  timeoutMs: number;
  /** Delay between GET /history polls when the websocket is unavailable. */
  pollIntervalMs: number;
  /** Limit for one HTTP request (default 30 s, capped by what is left of timeoutMs). */
  requestTimeoutMs?: number;
  maxRetries?: number;
  retryBaseDelayMs?: number;
  /** How long to wait for the websocket to open before polling instead (default 3 s). */
  socketOpenTimeoutMs?: number;
}

/** Options both ComfyUI adapters take. */
export interface ComfyUiCommonOptions {
  /** e.g. http://127.0.0.1:8188 */
  baseUrl: string;
  /** Limit for a whole generation, in milliseconds. */
  timeoutMs: number;
  /** Delay between GET /history polls when the websocket is unavailable. */
  pollIntervalMs: number;
  /** Text for {{negative_prompt}} (default: common artefacts to avoid). */
  negativePrompt?: string;
  /** Values for extra placeholders of your own workflow, e.g. { checkpoint: 'sd_xl_base_1.0.safetensors' }. */
  values?: Record<string, string | number>;
  requestTimeoutMs?: number;
  maxRetries?: number;
  retryBaseDelayMs?: number;
  socketOpenTimeoutMs?: number;
  /** Credits per image or clip (default 1). */
  creditsPerUnit?: number;
}

export const DEFAULT_NEGATIVE_PROMPT = 'blurry, low quality, distorted, deformed, watermark, text, signature';

export interface ComfyFile {
  filename: string;
  subfolder: string;
  type: string;
}

/** One output node's files, by kind: `images`, `gifs` (VideoHelperSuite), `videos`. */
export type ComfyOutputs = Record<string, { images?: ComfyFile[]; gifs?: ComfyFile[]; videos?: ComfyFile[] }>;

const OutputFile = z.looseObject({
  filename: z.string().min(1),
  subfolder: z.string().default(''),
  type: z.string().default('output'),
});
const Output = z.looseObject({
  images: z.array(OutputFile).optional(),
  gifs: z.array(OutputFile).optional(),
  videos: z.array(OutputFile).optional(),
});
const HistoryEntry = z.looseObject({
  outputs: z.record(z.string(), Output).default({}),
  status: z
    .looseObject({
      status_str: z.string().optional(),
      completed: z.boolean().optional(),
      messages: z.array(z.tuple([z.string(), z.unknown()]).rest(z.unknown())).optional(),
    })
    .optional(),
});
const History = z.record(z.string(), HistoryEntry);
const Queued = z.looseObject({ prompt_id: z.string().min(1) });
const Uploaded = z.looseObject({ name: z.string().min(1), subfolder: z.string().default('') });
const QueueState = z.looseObject({ queue_running: z.array(z.array(z.unknown())).default([]) });

/** ComfyUI's /prompt validation errors: the headline plus the first node's complaint. */
export function comfyErrorMessage(body: unknown): string | undefined {
  const parsed = z
    .looseObject({
      error: z.looseObject({ message: z.string(), details: z.string().optional() }),
      node_errors: z
        .record(
          z.string(),
          z.looseObject({
            class_type: z.string().optional(),
            errors: z.array(z.looseObject({ message: z.string(), details: z.string().optional() })).default([]),
          }),
        )
        .optional(),
    })
    .safeParse(body);
  if (!parsed.success) return undefined;
  const parts = [parsed.data.error.message, parsed.data.error.details].filter(Boolean);
  const node = Object.values(parsed.data.node_errors ?? {})[0];
  const first = node?.errors[0];
  if (first) parts.push(`${node.class_type ?? 'node'}: ${first.message}${first.details ? ` (${first.details})` : ''}`);
  return parts.join(' - ');
}

type SocketOutcome = { kind: 'done' } | { kind: 'error'; message: string } | { kind: 'closed' };

interface SocketMessage {
  type?: string;
  data?: Record<string, unknown>;
}

/** Follows one client's websocket; messages that arrive before the prompt id is known are kept and replayed. */
class SocketWatch {
  private promptId: string | undefined;
  private readonly early: SocketMessage[] = [];
  private settle: ((outcome: SocketOutcome) => void) | undefined;
  private outcome: SocketOutcome | undefined;
  private best = 0;

  private constructor(
    private readonly socket: WebSocket,
    private readonly onProgress: ((percent: number) => void) | undefined,
  ) {
    socket.on('message', (data, isBinary) => {
      if (isBinary) return; // Preview images.
      try {
        this.receive(JSON.parse(data.toString()) as SocketMessage);
      } catch {
        // A message that is not JSON says nothing about our prompt.
      }
    });
    socket.on('close', () => this.finish({ kind: 'closed' }));
    socket.on('error', () => this.finish({ kind: 'closed' }));
  }

  /** Opens the socket, or undefined when it does not open in time (the caller polls instead). */
  static open(
    url: string,
    timeoutMs: number,
    onProgress?: (percent: number) => void,
  ): Promise<SocketWatch | undefined> {
    return new Promise((resolve) => {
      const socket = new WebSocket(url, { handshakeTimeout: timeoutMs });
      const fail = (): void => {
        clearTimeout(timer);
        socket.removeAllListeners();
        socket.on('error', () => undefined);
        socket.terminate();
        resolve(undefined);
      };
      const timer = setTimeout(fail, timeoutMs);
      socket.once('error', fail);
      socket.once('open', () => {
        clearTimeout(timer);
        socket.removeAllListeners();
        resolve(new SocketWatch(socket, onProgress));
      });
    });
  }

  /** Resolves when the prompt finishes, fails, or the socket goes away; rejects when `signal` aborts. */
  waitFor(promptId: string, signal: AbortSignal): Promise<SocketOutcome> {
    this.promptId = promptId;
    for (const message of this.early.splice(0)) this.receive(message);
    return new Promise((resolve, reject) => {
      if (signal.aborted) return reject(signal.reason);
      const onAbort = (): void => reject(signal.reason);
      signal.addEventListener('abort', onAbort, { once: true });
      const settle = (outcome: SocketOutcome): void => {
        signal.removeEventListener('abort', onAbort);
        resolve(outcome);
      };
      if (this.outcome) settle(this.outcome);
      else this.settle = settle;
    });
  }

  close(): void {
    this.socket.removeAllListeners();
    this.socket.on('error', () => undefined);
    this.socket.close();
  }

  private finish(outcome: SocketOutcome): void {
    if (this.outcome) return;
    this.outcome = outcome;
    this.settle?.(outcome);
  }

  private receive(message: SocketMessage): void {
    const data = message.data ?? {};
    if (data['prompt_id'] === undefined) return;
    if (this.promptId === undefined) {
      this.early.push(message);
      return;
    }
    if (data['prompt_id'] !== this.promptId) return;
    switch (message.type) {
      case 'progress': {
        const value = Number(data['value']);
        const max = Number(data['max']);
        if (max > 0 && Number.isFinite(value)) {
          // Each sampler node restarts at 0; users see one bar that only moves forward.
          const percent = Math.min(99, Math.round((value / max) * 100));
          if (percent > this.best) {
            this.best = percent;
            this.onProgress?.(percent);
          }
        }
        return;
      }
      case 'executing':
        if (data['node'] === null) this.finish({ kind: 'done' });
        return;
      case 'execution_success':
        this.finish({ kind: 'done' });
        return;
      case 'execution_error':
        this.finish({ kind: 'error', message: describeExecutionError(data) });
        return;
      case 'execution_interrupted':
        this.finish({ kind: 'error', message: 'the run was interrupted on the ComfyUI server' });
        return;
    }
  }
}

function describeExecutionError(data: unknown): string {
  const record = (data ?? {}) as Record<string, unknown>;
  const message = typeof record['exception_message'] === 'string' ? record['exception_message'].trim() : '';
  const node = typeof record['node_type'] === 'string' ? ` (${record['node_type']})` : '';
  return `${message.split('\n')[0]?.slice(0, 300) || 'the workflow failed'}${node}`;
}

/** The client of one ComfyUI server. */
export class ComfyUiClient {
  private readonly http: VendorHttp;
  private readonly socketUrl: string;

  constructor(private readonly options: ComfyUiClientOptions) {
    this.http = new VendorHttp({
      label: options.label,
      baseUrl: options.baseUrl,
      timeoutMs: Math.min(options.requestTimeoutMs ?? 30_000, options.timeoutMs),
      maxRetries: options.maxRetries ?? 2,
      retryBaseDelayMs: options.retryBaseDelayMs,
      describeError: comfyErrorMessage,
    });
    const url = new URL(options.baseUrl.replace(/\/+$/, '') + '/ws');
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    this.socketUrl = url.toString();
  }

  /**
   * Uploads input images, fills the workflow through `build` with their server-side names, runs it and returns
   * its outputs. `build` runs before anything is queued so input errors cost no GPU time.
   */
  async run(
    images: Uint8Array[],
    build: (imageNames: string[]) => ComfyWorkflow,
    context: ProviderCallContext,
  ): Promise<{ outputs: ComfyOutputs; download: (file: ComfyFile) => Promise<Uint8Array> }> {
    const deadline = withDeadline(this.options.label, this.options.timeoutMs, context.signal);
    const signal = deadline.signal;
    let promptId: string | undefined;
    let socket: SocketWatch | undefined;
    try {
      context.onProgress?.(0);
      const names: string[] = [];
      for (const image of images) names.push(await this.upload(image, signal));
      const workflow = build(names);
      const clientId = randomUUID();
      // Opened before queueing so not a single event of our prompt is missed.
      socket = await SocketWatch.open(
        `${this.socketUrl}?clientId=${clientId}`,
        this.options.socketOpenTimeoutMs ?? 3000,
        context.onProgress,
      );
      const queued = await this.http.json(
        { path: '/prompt', json: { prompt: workflow, client_id: clientId }, signal },
        Queued,
      );
      promptId = queued.prompt_id;
      const outcome = socket ? await socket.waitFor(promptId, signal) : { kind: 'closed' as const };
      if (outcome.kind === 'error') {
        throw new ProviderError('vendor', `${this.options.label} failed: ${outcome.message}`);
      }
      const outputs = await this.pollHistory(promptId, signal);
      context.onProgress?.(100);
      return { outputs, download: (file) => this.view(file, context.signal) };
    } catch (error) {
      if (promptId && signal.aborted) await this.cancel(promptId);
      throw error;
    } finally {
      socket?.close();
      deadline.dispose();
    }
  }

  private async upload(bytes: Uint8Array, signal: AbortSignal): Promise<string> {
    const type = imageContentType(bytes);
    const form = new FormData();
    form.set('image', new Blob([new Uint8Array(bytes)], { type }), `sym-${randomUUID()}.${type.split('/')[1]}`);
    form.set('type', 'input');
    form.set('overwrite', 'true');
    const uploaded = await this.http.json({ path: '/upload/image', form, signal }, Uploaded);
    return uploaded.subfolder ? `${uploaded.subfolder}/${uploaded.name}` : uploaded.name;
  }

  private async pollHistory(promptId: string, signal: AbortSignal): Promise<ComfyOutputs> {
    for (;;) {
      const history = await this.http.json({ path: `/history/${encodeURIComponent(promptId)}`, signal }, History);
      const entry = history[promptId];
      if (entry?.status?.status_str === 'error') {
        const failure = entry.status.messages?.find(([type]) => type === 'execution_error');
        const message = failure ? describeExecutionError(failure[1]) : 'the workflow failed';
        throw new ProviderError('vendor', `${this.options.label} failed: ${message}`);
      }
      const finished = entry && (entry.status?.completed ?? true) && Object.keys(entry.outputs).length > 0;
      if (finished) return entry.outputs as ComfyOutputs;
      if (entry?.status?.completed) {
        throw new ProviderError('malformed', `${this.options.label} finished without any output file`);
      }
      await sleep(this.options.pollIntervalMs, signal);
    }
  }

  private async view(file: ComfyFile, signal?: AbortSignal): Promise<Uint8Array> {
    const downloaded = await this.http.bytes({
      path: '/view',
      query: { filename: file.filename, subfolder: file.subfolder, type: file.type },
      signal,
    });
    return downloaded.bytes;
  }

  /** Best effort: interrupt the prompt when it is running, otherwise drop it from the queue. */
  private async cancel(promptId: string): Promise<void> {
    const request = { retry: false, timeoutMs: 3000 } as const;
    try {
      const queue = await this.http.json({ path: '/queue', ...request }, QueueState);
      const running = queue.queue_running.some((item) => item[1] === promptId);
      if (running) {
        await this.http.bytes({ path: '/interrupt', json: { prompt_id: promptId }, ...request });
      } else {
        await this.http.bytes({ path: '/queue', json: { delete: [promptId] }, ...request });
      }
    } catch {
      // The run has already failed; a cancel that cannot be delivered changes nothing for the caller.
    }
  }
}

/** The first output file, preferring saved outputs over temporary previews; `accept` filters by kind and name. */
export function pickOutputFile(
  outputs: ComfyOutputs,
  kinds: Array<'images' | 'gifs' | 'videos'>,
  accept: (file: ComfyFile) => boolean = () => true,
): ComfyFile | undefined {
  const files = Object.values(outputs).flatMap((output) => kinds.flatMap((kind) => output[kind] ?? []));
  const candidates = files.filter(accept);
  return candidates.find((file) => file.type === 'output') ?? candidates[0];
}
