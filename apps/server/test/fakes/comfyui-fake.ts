import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import type { VendorContract } from './adapter-contract.ts';
import { FakeHttpServer, sendBytes, sendJson, type RecordedRequest } from './fake-http.ts';
import { tinyMp4, tinyPng } from './fake-media.ts';

/**
 * A local stand-in for a ComfyUI server: POST /upload/image, POST /prompt (with ComfyUI's validation error
 * shape), the /ws websocket (status, execution_start, executing, progress, executed, execution_success,
 * execution_error, executing node=null), GET /history/{id}, GET /view, GET|POST /queue and POST /interrupt.
 * "Running" a workflow walks its nodes, reports KSampler steps and saves small real files for SaveImage,
 * PreviewImage, VHS_VideoCombine and SaveVideo nodes.
 */

/** How the next prompts run: succeed, fail on the KSampler, never finish, or leave odd history. */
export type ComfyRunMode = 'ok' | 'error' | 'hang' | 'malformed-history' | 'no-output';
/** The websocket: works, refuses the upgrade, or closes right after the prompt is queued. */
export type ComfySocketMode = 'on' | 'refuse' | 'drop';

interface QueuedPrompt {
  id: string;
  number: number;
  clientId: string;
  workflow: Record<string, { class_type: string; inputs: Record<string, unknown> }>;
}

export interface ComfyUiFake {
  url: string;
  api: FakeHttpServer;
  runMode: ComfyRunMode;
  socketMode: ComfySocketMode;
  /** Delay between execution steps. */
  stepDelayMs: number;
  /** Queued prompts with the (filled) workflow the client sent. */
  prompts: QueuedPrompt[];
  /** Uploaded input images by name. */
  uploads: Map<string, Uint8Array>;
  /** Websocket messages sent, by type. */
  sentMessages: string[];
  interrupted: string[];
  deleted: string[];
  /** What adapters under test need to reach this fake: base URL, short polls and retry delays. */
  adapterOptions: { baseUrl: string; timeoutMs: number; pollIntervalMs: number; retryBaseDelayMs: number };
  /** Back to a fresh fake: no requests, failures, prompts or uploads; runs succeed over a working websocket. */
  reset(): void;
  close(): Promise<void>;
}

const CUDA_ERROR = 'CUDA out of memory. Tried to allocate 2.00 GiB';

/** ComfyUI's answer to a /prompt whose node `id` fails validation. */
export function comfyValidationError(id: string, classType: string, message: string, details: string): unknown {
  return {
    error: {
      type: 'prompt_outputs_failed_validation',
      message: 'Prompt outputs failed validation',
      details: '',
      extra_info: {},
    },
    node_errors: {
      [id]: {
        errors: [{ type: 'value_not_valid', message, details, extra_info: {} }],
        dependent_outputs: [],
        class_type: classType,
      },
    },
  };
}

/** Starts the fake ComfyUI server with its websocket on the same port. */
export async function startComfyUiFake(): Promise<ComfyUiFake> {
  const files = new Map<string, Uint8Array>();
  const history = new Map<string, unknown>();
  const sockets = new Map<string, WebSocket>();
  let running: QueuedPrompt | undefined;
  let counter = 0;

  const send = (clientId: string, type: string, data: Record<string, unknown>): void => {
    const socket = sockets.get(clientId);
    if (!socket || socket.readyState !== socket.OPEN) return;
    fake.sentMessages.push(type);
    socket.send(JSON.stringify({ type, data }));
  };
  const wait = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, fake.stepDelayMs));

  const outputsOf = async (prompt: QueuedPrompt): Promise<Record<string, unknown>> => {
    const latent = Object.values(prompt.workflow).find((node) => node.class_type === 'EmptyLatentImage')?.inputs;
    const width = typeof latent?.['width'] === 'number' ? latent['width'] : 64;
    const height = typeof latent?.['height'] === 'number' ? latent['height'] : 64;
    const outputs: Record<string, unknown> = {};
    for (const [id, node] of Object.entries(prompt.workflow)) {
      counter += 1;
      const name = `sym_${String(counter).padStart(5, '0')}_`;
      if (node.class_type === 'SaveImage' || node.class_type === 'PreviewImage') {
        const type = node.class_type === 'SaveImage' ? 'output' : 'temp';
        files.set(`${type}/${name}.png`, await tinyPng(Math.min(width, 256), Math.min(height, 256)));
        outputs[id] = { images: [{ filename: `${name}.png`, subfolder: '', type }] };
      } else if (node.class_type === 'VHS_VideoCombine') {
        files.set(`output/${name}.mp4`, await tinyMp4());
        const gif = { filename: `${name}.mp4`, subfolder: '', type: 'output', format: 'video/h264-mp4' };
        outputs[id] = { gifs: [{ ...gif, frame_rate: node.inputs['frame_rate'] ?? 8 }] };
      } else if (node.class_type === 'SaveVideo') {
        files.set(`output/video/${name}.mp4`, await tinyMp4());
        outputs[id] = { images: [{ filename: `${name}.mp4`, subfolder: 'video', type: 'output' }], animated: [true] };
      }
    }
    return outputs;
  };

  const execute = async (prompt: QueuedPrompt): Promise<void> => {
    const mode = fake.runMode;
    running = prompt;
    const base = { prompt_id: prompt.id };
    const messages: unknown[] = [['execution_start', { ...base, timestamp: Date.now() }]];
    await wait();
    send(prompt.clientId, 'execution_start', base);
    send(prompt.clientId, 'execution_cached', { ...base, nodes: [] });
    for (const [id, node] of Object.entries(prompt.workflow)) {
      if (running !== prompt) return;
      send(prompt.clientId, 'executing', { ...base, node: id, display_node: id });
      if (node.class_type !== 'KSampler') continue;
      if (mode === 'hang') {
        // Stalls after the first step, as a stuck GPU job does: the caller has seen the run under way.
        send(prompt.clientId, 'progress', { ...base, node: id, value: 1, max: 4 });
        return;
      }
      if (mode === 'error') {
        const error = {
          ...base,
          node_id: id,
          node_type: 'KSampler',
          executed: [],
          exception_message: `${CUDA_ERROR}\nTraceback...`,
          exception_type: 'torch.OutOfMemoryError',
          traceback: ['line 1'],
          current_inputs: {},
          current_outputs: {},
        };
        send(prompt.clientId, 'execution_error', error);
        history.set(prompt.id, {
          prompt: [prompt.number, prompt.id, prompt.workflow, {}, []],
          outputs: {},
          status: { status_str: 'error', completed: false, messages: [...messages, ['execution_error', error]] },
          meta: {},
        });
        running = undefined;
        send(prompt.clientId, 'executing', { ...base, node: null });
        return;
      }
      for (let step = 1; step <= 4; step += 1) {
        await wait();
        send(prompt.clientId, 'progress', { ...base, node: id, value: step, max: 4 });
      }
    }
    const outputs = mode === 'no-output' ? {} : await outputsOf(prompt);
    for (const [node, output] of Object.entries(outputs)) {
      send(prompt.clientId, 'executed', { ...base, node, display_node: node, output });
    }
    history.set(
      prompt.id,
      mode === 'malformed-history'
        ? { outputs: 'not outputs' }
        : {
            prompt: [prompt.number, prompt.id, prompt.workflow, {}, Object.keys(outputs)],
            outputs,
            status: { status_str: 'success', completed: true, messages: [...messages, ['execution_success', base]] },
            meta: {},
          },
    );
    running = undefined;
    send(prompt.clientId, 'execution_success', base);
    send(prompt.clientId, 'executing', { ...base, node: null });
  };

  const queuePrompt = (request: RecordedRequest): { status: number; body: unknown } => {
    const body = request.json as { prompt?: unknown; client_id?: string } | undefined;
    if (!body?.prompt || typeof body.prompt !== 'object') {
      return { status: 400, body: { error: { type: 'no_prompt', message: 'No prompt provided', details: '' } } };
    }
    const workflow = body.prompt as QueuedPrompt['workflow'];
    for (const [id, node] of Object.entries(workflow)) {
      if (typeof node?.class_type !== 'string' || typeof node.inputs !== 'object') {
        return { status: 400, body: comfyValidationError(id, 'unknown', 'Node is missing class_type', '') };
      }
      for (const [key, value] of Object.entries(node.inputs)) {
        if (typeof value === 'string' && value.includes('{{')) {
          return {
            status: 400,
            body: comfyValidationError(id, node.class_type, 'Value not valid', `${key}: ${value}`),
          };
        }
      }
      if (node.class_type === 'LoadImage' && !fake.uploads.has(String(node.inputs['image']))) {
        const details = `image - Invalid image file: ${String(node.inputs['image'])}`;
        return { status: 400, body: comfyValidationError(id, 'LoadImage', 'Invalid image file', details) };
      }
    }
    const prompt: QueuedPrompt = {
      id: randomUUID(),
      number: fake.prompts.length,
      clientId: body.client_id ?? '',
      workflow,
    };
    fake.prompts.push(prompt);
    if (fake.socketMode === 'drop') sockets.get(prompt.clientId)?.close();
    void execute(prompt);
    return { status: 200, body: { prompt_id: prompt.id, number: prompt.number, node_errors: {} } };
  };

  const api = await FakeHttpServer.start(async (request, response) => {
    const route = `${request.method} ${request.path}`;
    if (route === 'POST /upload/image') {
      const image = request.form?.get('image');
      if (!(image instanceof Blob)) return sendJson(response, 400, { error: 'no image' });
      const name = image instanceof File ? image.name : 'upload.png';
      fake.uploads.set(name, new Uint8Array(await image.arrayBuffer()));
      return sendJson(response, 200, { name, subfolder: '', type: 'input' });
    }
    if (route === 'POST /prompt') {
      const result = queuePrompt(request);
      return sendJson(response, result.status, result.body);
    }
    if (request.method === 'GET' && request.path.startsWith('/history/')) {
      const id = decodeURIComponent(request.path.slice('/history/'.length));
      const entry = history.get(id);
      return sendJson(response, 200, entry ? { [id]: entry } : {});
    }
    if (route === 'GET /view') {
      const subfolder = request.query.get('subfolder');
      const key = [request.query.get('type'), subfolder, request.query.get('filename')].filter(Boolean).join('/');
      const bytes = files.get(key);
      if (!bytes) return sendJson(response, 404, {});
      return sendBytes(response, bytes, key.endsWith('.mp4') ? 'video/mp4' : 'image/png');
    }
    if (route === 'GET /queue') {
      const item = running ? [[running.number, running.id, running.workflow, {}, []]] : [];
      return sendJson(response, 200, { queue_running: item, queue_pending: [] });
    }
    if (route === 'POST /queue') {
      fake.deleted.push(...((request.json as { delete?: string[] } | undefined)?.delete ?? []));
      return sendJson(response, 200, {});
    }
    if (route === 'POST /interrupt') {
      const target = (request.json as { prompt_id?: string } | undefined)?.prompt_id ?? running?.id;
      if (target) fake.interrupted.push(target);
      if (running && running.id === target) {
        send(running.clientId, 'execution_interrupted', { prompt_id: running.id, node_id: '3', node_type: 'KSampler' });
        running = undefined;
      }
      return sendJson(response, 200, {});
    }
    sendJson(response, 404, {});
  });

  const socketServer = new WebSocketServer({ noServer: true });
  api.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/ws' || fake.socketMode === 'refuse') {
      socket.end('HTTP/1.1 404 Not Found\r\n\r\n');
      return;
    }
    socketServer.handleUpgrade(request, socket, head, (client) => {
      const clientId = url.searchParams.get('clientId') ?? randomUUID();
      sockets.set(clientId, client);
      client.send(
        JSON.stringify({ type: 'status', data: { status: { exec_info: { queue_remaining: 0 } }, sid: clientId } }),
      );
      // Latent previews arrive as binary frames; clients must skip them.
      client.send(Buffer.from([0, 0, 0, 1, 0x89, 0x50]));
      client.on('close', () => sockets.delete(clientId));
    });
  });

  const fake: ComfyUiFake = {
    url: api.url,
    api,
    runMode: 'ok',
    socketMode: 'on',
    stepDelayMs: 5,
    prompts: [],
    uploads: new Map(),
    sentMessages: [],
    interrupted: [],
    deleted: [],
    adapterOptions: { baseUrl: api.url, timeoutMs: 5000, pollIntervalMs: 20, retryBaseDelayMs: 10 },
    reset: () => {
      api.reset();
      for (const list of [fake.prompts, fake.sentMessages, fake.interrupted, fake.deleted]) list.length = 0;
      fake.uploads.clear();
      Object.assign(fake, { runMode: 'ok', socketMode: 'on', stepDelayMs: 5 });
    },
    close: async () => {
      for (const client of socketServer.clients) client.terminate();
      socketServer.close();
      await api.close();
    },
  };
  return fake;
}

/** The adapter contract on this fake (see adapter-contract.ts). */
export function comfyUiContract(fake: () => ComfyUiFake): (label: string) => VendorContract {
  return (label) => ({
    api: () => fake().api,
    route: 'POST /prompt',
    errorBody: (_status, message) => ({ error: { type: 'rate_limited', message, details: '' } }),
    vendorErrors: [
      {
        name: 'an execution error on the websocket',
        arrange: () => {
          fake().runMode = 'error';
        },
        message: `${label} failed: ${CUDA_ERROR} (KSampler)`,
        check: () => expect(fake().sentMessages).toContain('execution_error'),
      },
      {
        name: 'an execution error found while polling /history',
        arrange: () => {
          fake().socketMode = 'refuse';
          fake().runMode = 'error';
        },
        message: `${label} failed: ${CUDA_ERROR} (KSampler)`,
        check: () => expect(fake().sentMessages).toHaveLength(0),
      },
      {
        name: 'a /prompt validation error naming the node',
        arrange: () =>
          fake().api.fail('POST /prompt', {
            kind: 'vendor',
            status: 400,
            body: comfyValidationError(
              '1',
              'LoadImage',
              'Invalid image file',
              'image - Invalid image file: missing.png',
            ),
          }),
        message: `${label} rejected the request: Prompt outputs failed validation - LoadImage: Invalid image file (image - Invalid image file: missing.png)`,
      },
    ],
    malformed: [
      {
        name: 'a /prompt answer without a prompt id',
        arrange: () => fake().api.fail('POST /prompt', { kind: 'malformed', body: '{"number":1}' }),
        message: `${label} sent an unexpected response at prompt_id`,
      },
      {
        name: 'unreadable history',
        arrange: () => {
          fake().runMode = 'malformed-history';
        },
        message: new RegExp(`^${label} sent an unexpected response at [\\w-]+\\.outputs$`),
      },
      {
        name: 'a run without any output file',
        arrange: () => {
          fake().runMode = 'no-output';
        },
        message: `${label} finished without any output file`,
      },
    ],
    hang: () => {
      fake().runMode = 'hang';
    },
    flakyElsewhere: () => fake().api.fail('GET /history/', { kind: 'status', status: 503 }),
    // The run was executing, so it is interrupted rather than dropped from the queue.
    cancelled: () => expect(fake().interrupted).toEqual([fake().prompts[0]?.id]),
    retried: () => expect(fake().prompts).toHaveLength(1),
  });
}
