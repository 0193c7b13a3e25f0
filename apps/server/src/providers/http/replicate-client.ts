import { z } from 'zod';
import { ProviderError, type ProviderCallContext, type ProviderInfo, type ProviderKind } from '../provider.ts';
import {
  genericErrorMessage,
  sleep,
  VendorHttp,
  VendorHttpError,
  withDeadline,
  type DownloadedFile,
} from './vendor-http.ts';

/**
 * Replicate predictions: create (POST /models/{owner}/{name}/predictions, or POST /predictions with a version),
 * poll GET /predictions/{id} until it settles, cancel on abort or timeout, and download the output file.
 * Inputs are plain JSON; files go in as data: URIs. Models differ in input names, so adapters map their logical
 * fields to names: adapter defaults, presets for well-known models, then the user's `inputNames`.
 */

export interface ReplicateCommonOptions {
  /** Default https://api.replicate.com/v1. */
  baseUrl?: string;
  apiToken: string;
  /** "owner/name" (official models) or "owner/name:version" (any model version). */
  model: string;
  /** Limit for the whole prediction including the download, in milliseconds. */
  timeoutMs: number;
  pollIntervalMs: number;
  /** Sends `Prefer: wait=<seconds>` (1-60) so quick models answer in the create call. Off when absent. */
  preferWaitSeconds?: number;
  /** Fixed inputs sent with every prediction, e.g. { output_format: 'png', go_fast: true }. */
  extraInput?: Record<string, unknown>;
  /** Limit for one HTTP request (default 30 s, capped by timeoutMs). */
  requestTimeoutMs?: number;
  maxRetries?: number;
  retryBaseDelayMs?: number;
  /** Largest output file accepted, in bytes (default 200 MB). */
  maxDownloadBytes?: number;
  /** Credits per unit of work (default 1). */
  creditsPerUnit?: number;
}

export const REPLICATE_DEFAULT_BASE_URL = 'https://api.replicate.com/v1';

const TERMINAL = new Set(['succeeded', 'failed', 'canceled', 'aborted']);

const Prediction = z.looseObject({
  id: z.string().min(1),
  status: z.enum(['starting', 'processing', 'succeeded', 'failed', 'canceled', 'aborted']),
  output: z.unknown().optional(),
  error: z.unknown().optional(),
  logs: z.string().nullable().optional(),
  urls: z.looseObject({ get: z.string().optional(), cancel: z.string().optional() }).optional(),
});
type Prediction = z.infer<typeof Prediction>;

const ModelInfo = z.looseObject({
  latest_version: z
    .looseObject({ id: z.string().min(1) })
    .nullable()
    .optional(),
});

const MODEL = /^([\w.-]+)\/([\w.-]+)(?::([\w.-]+))?$/;

/** Replicate's problem+json errors: "Input validation failed: - input.prompt: ..." */
function replicateErrorMessage(body: unknown): string | undefined {
  const parsed = z.looseObject({ title: z.string().optional(), detail: z.string().optional() }).safeParse(body);
  if (!parsed.success) return undefined;
  const { title, detail } = parsed.data;
  if (title && detail && !detail.startsWith(title)) return `${title}: ${detail}`;
  return detail ?? title;
}

/** The last percentage in a prediction's logs (tqdm bars: " 45%|████▌  | 9/20"), or undefined. */
export function logsPercent(logs: string | null | undefined): number | undefined {
  if (!logs) return undefined;
  const matches = [...logs.matchAll(/(\d{1,3}(?:\.\d+)?)\s?%/g)];
  const last = matches.at(-1);
  if (!last) return undefined;
  const value = Number(last[1]);
  return value >= 0 && value <= 100 ? value : undefined;
}

/** The first file URL in a prediction output: a string, an array of them, or an object holding them. */
export function outputUrl(output: unknown): string | undefined {
  if (typeof output === 'string') return /^(https?:|data:)/i.test(output) ? output : undefined;
  if (Array.isArray(output)) {
    for (const item of output) {
      const url = outputUrl(item);
      if (url) return url;
    }
    return undefined;
  }
  if (output && typeof output === 'object') return outputUrl(Object.values(output));
  return undefined;
}

/** "owner/name" of a model setting, lower case and without the version, for preset lookups. */
export function replicateModelName(model: string): string {
  return model.trim().split(':')[0]?.toLowerCase() ?? '';
}

/**
 * The input names of a model: the adapter's defaults, then the preset for known models, then the user's
 * overrides. A null name leaves that field out of the input.
 */
export function resolveInputNames<Field extends string>(
  defaults: Record<Field, string | null>,
  preset: Partial<Record<Field, string | null>> | undefined,
  overrides: Partial<Record<Field, string | null>> | undefined,
): Record<Field, string | null> {
  return { ...defaults, ...preset, ...overrides };
}

/** A model's input from logical fields under their resolved names, on top of `extra`; undefined values are left out. */
export function mapReplicateInput<Field extends string>(
  values: Partial<Record<Field, unknown>>,
  names: Record<Field, string | null>,
  extra: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const input: Record<string, unknown> = { ...extra };
  for (const field of Object.keys(names) as Field[]) {
    const name = names[field];
    const value = values[field];
    if (name && value !== undefined) input[name] = value;
  }
  return input;
}

/** The client of one Replicate model. */
export class ReplicateClient {
  private readonly http: VendorHttp;
  private readonly baseUrl: string;
  private readonly modelPath: string;
  /** Given in the setting, or resolved once from the model's latest version for community models. */
  private version: string | undefined;

  constructor(private readonly options: ReplicateCommonOptions & { label: string }) {
    const match = MODEL.exec(options.model.trim());
    if (!match) {
      throw new ProviderError(
        'input',
        `${options.label}: the Replicate model must be "owner/name" or "owner/name:version"`,
      );
    }
    this.version = match[3];
    this.modelPath = `/models/${match[1]}/${match[2]}`;
    this.baseUrl = (options.baseUrl ?? REPLICATE_DEFAULT_BASE_URL).replace(/\/+$/, '');
    this.http = new VendorHttp({
      label: options.label,
      baseUrl: this.baseUrl,
      headers: { authorization: `Bearer ${options.apiToken}` },
      secrets: [options.apiToken],
      timeoutMs: Math.min(options.requestTimeoutMs ?? 30_000, options.timeoutMs),
      maxRetries: options.maxRetries ?? 2,
      retryBaseDelayMs: options.retryBaseDelayMs,
      describeError: (body) => replicateErrorMessage(body) ?? genericErrorMessage(body),
    });
  }

  /** Runs one prediction to the end and downloads its (first) output file. */
  async predictFile(input: Record<string, unknown>, context: ProviderCallContext): Promise<DownloadedFile> {
    const deadline = withDeadline(this.options.label, this.options.timeoutMs, context.signal);
    const signal = deadline.signal;
    let prediction: Prediction | undefined;
    try {
      context.onProgress?.(0);
      prediction = await this.create(input, signal);
      let best = 0;
      while (!TERMINAL.has(prediction.status)) {
        const percent = logsPercent(prediction.logs);
        if (percent !== undefined && Math.min(99, Math.round(percent)) > best) {
          best = Math.min(99, Math.round(percent));
          context.onProgress?.(best);
        }
        await sleep(this.options.pollIntervalMs, signal);
        prediction = await this.http.json(
          { path: this.ownUrl(prediction.urls?.get, prediction.id), signal },
          Prediction,
        );
      }
      const settled: Prediction = prediction;
      if (settled.status === 'failed') {
        throw new ProviderError('vendor', `${this.options.label} failed: ${describeFailure(settled.error)}`);
      }
      if (settled.status !== 'succeeded') {
        throw new ProviderError('vendor', `${this.options.label} prediction was ${settled.status} on Replicate`);
      }
      const url = outputUrl(settled.output);
      if (!url) throw new ProviderError('malformed', `${this.options.label} finished without an output file`);
      const file = await this.http.download(url, { signal, maxBytes: this.options.maxDownloadBytes });
      context.onProgress?.(100);
      return file;
    } catch (error) {
      if (prediction && !TERMINAL.has(prediction.status) && signal.aborted) await this.cancel(prediction);
      throw error;
    } finally {
      deadline.dispose();
    }
  }

  /**
   * Official models run by name; community models need a version, so when the by-name endpoint answers 404 the
   * model's latest version is looked up once and used from then on.
   */
  private async create(input: Record<string, unknown>, signal: AbortSignal): Promise<Prediction> {
    if (!this.version) {
      try {
        return await this.post(`${this.modelPath}/predictions`, { input }, signal);
      } catch (error) {
        if (!(error instanceof VendorHttpError && error.status === 404)) throw error;
        this.version = await this.latestVersion(signal).catch((lookup: unknown) => {
          // No such model at all: the create call's own 404 says so best.
          throw lookup instanceof VendorHttpError && lookup.status === 404 ? error : lookup;
        });
      }
    }
    return this.post('/predictions', { version: this.version, input }, signal);
  }

  private post(path: string, body: unknown, signal: AbortSignal): Promise<Prediction> {
    const wait = this.options.preferWaitSeconds;
    return this.http.json(
      {
        path,
        json: body,
        headers: wait ? { prefer: `wait=${Math.max(1, Math.min(60, Math.round(wait)))}` } : {},
        // A synchronous create may legitimately take the whole wait.
        ...(wait ? { timeoutMs: Math.min(this.options.timeoutMs, (wait + 10) * 1000) } : {}),
        signal,
      },
      Prediction,
    );
  }

  private async latestVersion(signal: AbortSignal): Promise<string> {
    const model = await this.http.json({ path: this.modelPath, signal }, ModelInfo);
    const id = model.latest_version?.id;
    if (!id) {
      throw new ProviderError(
        'vendor',
        `${this.options.label}: the Replicate model ${this.options.model} has no version`,
      );
    }
    return id;
  }

  /** A vendor-given API link when it points at our base URL, the documented path otherwise (the token stays home). */
  private ownUrl(given: string | undefined, id: string, suffix = ''): string {
    if (given && given.startsWith(`${this.baseUrl}/`)) return given;
    return `/predictions/${encodeURIComponent(id)}${suffix}`;
  }

  private async cancel(prediction: Prediction): Promise<void> {
    try {
      await this.http.bytes({
        method: 'POST',
        path: this.ownUrl(prediction.urls?.cancel, prediction.id, '/cancel'),
        retry: false,
        timeoutMs: 3000,
      });
    } catch {
      // Best effort: the caller already has its error; Replicate ends abandoned predictions on its own.
    }
  }
}

/** What an adapter brings to its Replicate model: who speaks, its default input names and a known model's preset. */
export interface ReplicateAdapterSetup<Field extends string> {
  /** Speaks in messages, e.g. 'Image provider'. */
  label: string;
  defaults: Record<Field, string | null>;
  /** Input names and fixed inputs of a well-known model, under the user's own. */
  preset?: { inputNames?: Partial<Record<Field, string | null>>; extraInput?: Record<string, unknown> };
}

/**
 * The part every Replicate adapter shares: one model's client with its resolved input names and fixed inputs.
 * Adapters hand it logical values and get the output file's bytes back.
 */
export class ReplicateModel<Field extends string> {
  /** The model's input name per logical field; null leaves the field out. */
  readonly names: Record<Field, string | null>;
  private readonly client: ReplicateClient;
  private readonly extraInput: Record<string, unknown>;

  constructor(
    private readonly options: ReplicateCommonOptions & { inputNames?: Partial<Record<Field, string | null>> },
    setup: ReplicateAdapterSetup<Field>,
  ) {
    this.client = new ReplicateClient({ ...options, label: setup.label });
    this.names = resolveInputNames(setup.defaults, setup.preset?.inputNames, options.inputNames);
    this.extraInput = { ...setup.preset?.extraInput, ...options.extraInput };
  }

  /** The provider info of an adapter running this model, e.g. noun 'lip-sync' → "Replicate lip-sync model (...)". */
  info(kind: ProviderKind, noun: string, capabilities: ProviderInfo['capabilities']): ProviderInfo {
    return {
      id: 'replicate',
      name: `Replicate ${noun} model (${this.options.model})`,
      kind,
      isLocal: false,
      creditsPerUnit: this.options.creditsPerUnit ?? 1,
      capabilities: { ...capabilities, model: this.options.model },
    };
  }

  /** Runs one prediction with `values` under the model's input names and returns its output file's bytes. */
  async predict(values: Partial<Record<Field, unknown>>, context: ProviderCallContext): Promise<Uint8Array> {
    const input = mapReplicateInput(values, this.names, this.extraInput);
    const file = await this.client.predictFile(input, context);
    return file.bytes;
  }
}

function describeFailure(error: unknown): string {
  const text = typeof error === 'string' ? error : error ? JSON.stringify(error) : '';
  return text.trim().split('\n')[0]?.slice(0, 300) || 'the prediction failed';
}
