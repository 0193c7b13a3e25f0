import { randomUUID } from 'node:crypto';
import { FakeHttpServer, sendBytes, sendJson, type RecordedRequest } from './fake-http.ts';
import { tinyMp4, tinyPng, tinyWav } from './fake-media.ts';

/**
 * A local stand-in for the Replicate HTTP API: POST /v1/models/{owner}/{name}/predictions, POST /v1/predictions
 * (with a version), GET /v1/predictions/{id}, POST /v1/predictions/{id}/cancel, `Prefer: wait`, Bearer auth and
 * problem+json errors. Output files are served by a second server, as replicate.delivery is another host.
 */

export type ReplicateOutputKind = 'png' | 'wav' | 'mp4' | 'text';
/**
 * How predictions end: succeed, fail, never finish, succeed without output, or stay processing until `release()`
 * (for journeys that look at work in flight).
 */
export type ReplicateRunMode = 'ok' | 'fail' | 'hang' | 'no-output' | 'hold';

interface FakePrediction {
  id: string;
  model: string;
  version: string | null;
  input: Record<string, unknown>;
  status: 'starting' | 'processing' | 'succeeded' | 'failed' | 'canceled';
  polls: number;
  mode: ReplicateRunMode;
  /** Set by `release()`: a held prediction finishes at its next poll. */
  released: boolean;
  output: unknown;
  error: string | null;
  logs: string;
}

export interface ReplicateFake {
  /** Base URL including /v1, as REPLICATE_BASE_URL would be. */
  url: string;
  api: FakeHttpServer;
  files: FakeHttpServer;
  token: string;
  outputKind: ReplicateOutputKind;
  /** How the output is wrapped: a URL, an array of URLs or an object holding one. */
  outputShape: 'string' | 'array' | 'object';
  runMode: ReplicateRunMode;
  /** GET polls answered 'processing' before the prediction succeeds. */
  pollsUntilDone: number;
  predictions: Map<string, FakePrediction>;
  canceled: string[];
  /** Models that only run by version (POST /v1/models/.../predictions answers 404), with their latest version. */
  communityModels: Map<string, string>;
  /** What adapters under test need to reach this fake: base URL, token, short polls and retry delays. */
  adapterOptions: {
    baseUrl: string;
    apiToken: string;
    timeoutMs: number;
    pollIntervalMs: number;
    retryBaseDelayMs: number;
  };
  /** The input of the latest prediction created. */
  lastInput(): Record<string, unknown>;
  /** Lets every held prediction finish at its next poll; returns how many were held. */
  release(): number;
  /** Back to a fresh fake: no requests, failures, predictions or community models; PNG outputs as a URL. */
  reset(): void;
  close(): Promise<void>;
}

/** Replicate's problem+json error body. */
export function replicateError(status: number, title: string, detail: string): unknown {
  return { type: 'https://replicate.com/docs/errors', title, detail, status };
}

/** Starts the fake Replicate API and its file host. */
export async function startReplicateFake(token = 'r8_fake_token_0123456789'): Promise<ReplicateFake> {
  const stored = new Map<string, { bytes: Uint8Array; type: string }>();
  const files = await FakeHttpServer.start((request, response) => {
    const file = stored.get(request.path);
    if (!file) return sendJson(response, 404, {});
    sendBytes(response, file.bytes, file.type);
  });

  const makeOutput = async (): Promise<unknown> => {
    const kind = fake.outputKind;
    const bytes =
      kind === 'png'
        ? await tinyPng(32, 18)
        : kind === 'wav'
          ? tinyWav(0.75)
          : kind === 'mp4'
            ? await tinyMp4()
            : new TextEncoder().encode('not media');
    const type = { png: 'image/png', wav: 'audio/wav', mp4: 'video/mp4', text: 'text/plain' }[kind];
    const name = `/${randomUUID()}/output.${kind === 'text' ? 'txt' : kind}`;
    stored.set(name, { bytes, type });
    const url = `${files.url}${name}`;
    return fake.outputShape === 'array' ? [url] : fake.outputShape === 'object' ? { media: url } : url;
  };

  const view = (prediction: FakePrediction): Record<string, unknown> => ({
    id: prediction.id,
    model: prediction.model,
    version: prediction.version,
    input: prediction.input,
    logs: prediction.logs,
    output: prediction.output,
    error: prediction.error,
    status: prediction.status,
    created_at: '2025-01-01T00:00:00.000Z',
    data_removed: false,
    urls: {
      get: `${fake.url}/predictions/${prediction.id}`,
      cancel: `${fake.url}/predictions/${prediction.id}/cancel`,
      web: `https://replicate.com/p/${prediction.id}`,
    },
    metrics: {},
  });

  /** Moves a prediction on by one poll. */
  const advance = async (prediction: FakePrediction): Promise<void> => {
    if (prediction.status === 'succeeded' || prediction.status === 'failed' || prediction.status === 'canceled') {
      return;
    }
    prediction.polls += 1;
    prediction.status = 'processing';
    prediction.logs = 'Loading model...\n  0%|          | 0/4 [00:00<?, ?it/s]\n 50%|█████     | 2/4 [00:01<00:01]';
    if (prediction.mode === 'hang' || prediction.polls < fake.pollsUntilDone) return;
    if (prediction.mode === 'hold' && !prediction.released) return;
    if (prediction.mode === 'fail') {
      prediction.status = 'failed';
      prediction.error = 'CUDA out of memory. Tried to allocate 1.00 GiB\nTraceback (most recent call last): ...';
      return;
    }
    prediction.status = 'succeeded';
    prediction.logs += '\n100%|██████████| 4/4 [00:02<00:00]';
    prediction.output = prediction.mode === 'no-output' ? null : await makeOutput();
  };

  const create = async (request: RecordedRequest, model: string, version: string | null) => {
    const body = request.json as { input?: unknown } | undefined;
    if (!body?.input || typeof body.input !== 'object') {
      return { status: 422, body: replicateError(422, 'Input validation failed', '- input: input is required') };
    }
    const prediction: FakePrediction = {
      id: randomUUID().replace(/-/g, '').slice(0, 26),
      model,
      version,
      input: body.input as Record<string, unknown>,
      status: 'starting',
      polls: 0,
      mode: fake.runMode,
      released: false,
      output: null,
      error: null,
      logs: '',
    };
    fake.predictions.set(prediction.id, prediction);
    const wait = /^wait(=\d+)?$/.exec(String(request.headers['prefer'] ?? ''));
    if (wait) {
      // Synchronous mode: a quick model is finished by the time the create call answers.
      prediction.polls = Math.max(fake.pollsUntilDone - 1, 0);
      await advance(prediction);
    }
    return { status: 201, body: view(prediction) };
  };

  const api = await FakeHttpServer.start(async (request, response) => {
    if (request.headers.authorization !== `Bearer ${fake.token}`) {
      return sendJson(
        response,
        401,
        replicateError(401, 'Unauthenticated', 'You did not pass a valid authentication token'),
      );
    }
    const route = `${request.method} ${request.path}`;
    const modelInfo = /^GET \/v1\/models\/([^/]+)\/([^/]+)$/.exec(route);
    if (modelInfo) {
      const model = `${modelInfo[1]}/${modelInfo[2]}`;
      const latest = fake.communityModels.get(model);
      if (!latest)
        return sendJson(response, 404, replicateError(404, 'Not found', 'The requested resource could not be found'));
      return sendJson(response, 200, {
        owner: modelInfo[1],
        name: modelInfo[2],
        visibility: 'public',
        latest_version: { id: latest, created_at: '2025-01-01T00:00:00Z', cog_version: '0.9' },
      });
    }
    const modelRoute = /^POST \/v1\/models\/([^/]+)\/([^/]+)\/predictions$/.exec(route);
    if (modelRoute && fake.communityModels.has(`${modelRoute[1]}/${modelRoute[2]}`)) {
      return sendJson(response, 404, replicateError(404, 'Not found', 'The requested resource could not be found'));
    }
    if (modelRoute) {
      const result = await create(request, `${modelRoute[1]}/${modelRoute[2]}`, null);
      return sendJson(response, result.status, result.body);
    }
    if (route === 'POST /v1/predictions') {
      const version = (request.json as { version?: unknown } | undefined)?.version;
      if (typeof version !== 'string') {
        return sendJson(
          response,
          422,
          replicateError(422, 'Input validation failed', '- version: version is required'),
        );
      }
      const result = await create(request, 'community/model', version);
      return sendJson(response, result.status, result.body);
    }
    const predictionRoute = /^(GET|POST) \/v1\/predictions\/([^/]+)(\/cancel)?$/.exec(route);
    const prediction = predictionRoute ? fake.predictions.get(predictionRoute[2] ?? '') : undefined;
    if (predictionRoute && !prediction) {
      return sendJson(response, 404, replicateError(404, 'Not found', 'The requested resource could not be found'));
    }
    if (prediction && predictionRoute?.[1] === 'GET' && !predictionRoute[3]) {
      await advance(prediction);
      return sendJson(response, 200, view(prediction));
    }
    if (prediction && predictionRoute?.[1] === 'POST' && predictionRoute[3]) {
      if (prediction.status === 'starting' || prediction.status === 'processing') prediction.status = 'canceled';
      fake.canceled.push(prediction.id);
      return sendJson(response, 200, view(prediction));
    }
    sendJson(response, 404, replicateError(404, 'Not found', `No route for ${route}`));
  });

  const fake: ReplicateFake = {
    url: `${api.url}/v1`,
    api,
    files,
    token,
    outputKind: 'png',
    outputShape: 'string',
    runMode: 'ok',
    pollsUntilDone: 2,
    predictions: new Map(),
    canceled: [],
    communityModels: new Map(),
    adapterOptions: {
      baseUrl: `${api.url}/v1`,
      apiToken: token,
      timeoutMs: 3000,
      pollIntervalMs: 20,
      retryBaseDelayMs: 10,
    },
    lastInput: () => [...fake.predictions.values()].at(-1)?.input ?? {},
    release: () => {
      const held = [...fake.predictions.values()].filter((p) => p.mode === 'hold' && !p.released);
      for (const prediction of held) prediction.released = true;
      return held.length;
    },
    reset: () => {
      api.reset();
      files.reset();
      fake.canceled.length = 0;
      fake.predictions.clear();
      fake.communityModels.clear();
      Object.assign(fake, { outputKind: 'png', outputShape: 'string', runMode: 'ok', pollsUntilDone: 2 });
    },
    close: async () => {
      await Promise.all([api.close(), files.close()]);
    },
  };
  return fake;
}
