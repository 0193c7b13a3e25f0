import type { ServerResponse } from 'node:http';
import { expect } from 'vitest';
import type { VendorContract } from './adapter-contract.ts';
import { FakeHttpServer, sendBytes, sendJson, type RecordedRequest } from './fake-http.ts';
import { tinyPng, tinyWav } from './fake-media.ts';

/**
 * A local stand-in for the OpenAI API (and the compatible servers: Ollama, vLLM, LM Studio) speaking the
 * documented shapes of POST /v1/chat/completions, /v1/images/generations, /v1/images/edits and /v1/audio/speech.
 * Image URLs (response_format 'url') point at a second server, as OpenAI's point at its blob storage.
 */

export interface OpenAiFakeOptions {
  /** When set, requests without `Authorization: Bearer <apiKey>` get OpenAI's 401. */
  apiKey?: string;
}

/** The body of a chat completion request as the fake received it. */
export interface ChatRequestBody {
  model: string;
  messages: Array<{ role: string; content: string }>;
  response_format?: { type: string; json_schema?: { name: string; strict?: boolean; schema: unknown } };
  seed?: number;
}

export interface OpenAiFake {
  /** Base URL including /v1, as OPENAI_BASE_URL would be. */
  url: string;
  api: FakeHttpServer;
  /** Serves the images returned by URL. */
  files: FakeHttpServer;
  /** The assistant message content for a chat request; a string is sent as is. */
  chatReply: (body: ChatRequestBody) => unknown;
  /** How /images/* answer when the request asks for b64_json: 'url' imitates servers that ignore it. */
  imageMode: 'b64_json' | 'url';
  /** finish_reason of chat replies. */
  finishReason: string;
  /** What adapters under test need to reach this fake: base URL, the key it expects, short limits. */
  adapterOptions: { baseUrl: string; apiKey?: string; timeoutMs: number; maxRetries: number; retryBaseDelayMs: number };
  /** Back to a fresh fake: no requests, failures or stored images; b64_json images, empty chat replies. */
  reset(): void;
  close(): Promise<void>;
}

/** OpenAI's error body shape. */
export function openAiError(message: string, type = 'invalid_request_error', code: string | null = null): unknown {
  return { error: { message, type, param: null, code } };
}

function sizeOf(size: unknown): { width: number; height: number } {
  const match = typeof size === 'string' ? /^(\d+)x(\d+)$/.exec(size) : null;
  return match ? { width: Number(match[1]), height: Number(match[2]) } : { width: 16, height: 16 };
}

/** Starts the fake OpenAI API and its file host. */
export async function startOpenAiFake(options: OpenAiFakeOptions = {}): Promise<OpenAiFake> {
  const stored = new Map<string, Uint8Array>();
  const files = await FakeHttpServer.start((request, response) => {
    const bytes = stored.get(request.path);
    if (!bytes) return sendJson(response, 404, { error: 'not found' });
    sendBytes(response, bytes, 'image/png');
  });

  const imageReply = async (response: ServerResponse, format: unknown, size: unknown): Promise<void> => {
    const { width, height } = sizeOf(size);
    const png = await tinyPng(Math.min(width, 64), Math.min(height, 64));
    if (fake.imageMode === 'url' || format === 'url') {
      const name = `/img-${stored.size + 1}.png`;
      stored.set(name, png);
      return sendJson(response, 200, { created: 1700000000, data: [{ url: `${files.url}${name}` }] });
    }
    sendJson(response, 200, {
      created: 1700000000,
      data: [{ b64_json: Buffer.from(png).toString('base64'), revised_prompt: 'revised' }],
    });
  };

  const handler = async (request: RecordedRequest, response: ServerResponse): Promise<void> => {
    if (options.apiKey && request.headers.authorization !== `Bearer ${options.apiKey}`) {
      const given = request.headers.authorization?.replace('Bearer ', '') ?? '';
      const masked = given.length > 8 ? `${given.slice(0, 6)}***${given.slice(-4)}` : given;
      return sendJson(
        response,
        401,
        openAiError(`Incorrect API key provided: ${masked}. You can find your API key at https://x.test.`),
      );
    }
    const route = `${request.method} ${request.path}`;
    const body = (request.json ?? {}) as Record<string, unknown>;
    switch (route) {
      case 'POST /v1/chat/completions': {
        if (typeof body['model'] !== 'string' || !Array.isArray(body['messages'])) {
          return sendJson(response, 400, openAiError("Missing required parameter: 'messages'."));
        }
        const reply = fake.chatReply(body as unknown as ChatRequestBody);
        const content = typeof reply === 'string' ? reply : JSON.stringify(reply);
        return sendJson(response, 200, {
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          created: 1700000000,
          model: body['model'],
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content, refusal: null },
              logprobs: null,
              finish_reason: fake.finishReason,
            },
          ],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        });
      }
      case 'POST /v1/images/generations':
        if (typeof body['prompt'] !== 'string' || body['prompt'] === '') {
          return sendJson(response, 400, openAiError("Missing required parameter: 'prompt'."));
        }
        return imageReply(response, body['response_format'], body['size']);
      case 'POST /v1/images/edits': {
        const form = request.form;
        const hasImage = form && (form.get('image') instanceof Blob || form.get('image[]') instanceof Blob);
        if (!form || !hasImage || typeof form.get('prompt') !== 'string') {
          return sendJson(response, 400, openAiError("Missing required parameter: 'image'."));
        }
        return imageReply(response, form.get('response_format'), form.get('size'));
      }
      case 'POST /v1/audio/speech': {
        if (typeof body['input'] !== 'string' || typeof body['voice'] !== 'string') {
          return sendJson(response, 400, openAiError("Missing required parameter: 'input'."));
        }
        if (body['response_format'] !== 'wav') {
          return sendJson(response, 400, openAiError('This fake only speaks wav.'));
        }
        return sendBytes(response, tinyWav(0.5), 'audio/wav');
      }
      default:
        return sendJson(response, 404, openAiError(`Invalid URL (${route})`));
    }
  };

  const api = await FakeHttpServer.start(handler);
  const fake: OpenAiFake = {
    url: `${api.url}/v1`,
    api,
    files,
    chatReply: () => ({}),
    imageMode: 'b64_json',
    finishReason: 'stop',
    adapterOptions: {
      baseUrl: `${api.url}/v1`,
      apiKey: options.apiKey,
      timeoutMs: 2000,
      maxRetries: 2,
      retryBaseDelayMs: 10,
    },
    reset: () => {
      api.reset();
      files.reset();
      stored.clear();
      Object.assign(fake, { chatReply: () => ({}), imageMode: 'b64_json', finishReason: 'stop' });
    },
    close: async () => {
      await Promise.all([api.close(), files.close()]);
    },
  };
  return fake;
}

/** The adapter contract on this fake (see adapter-contract.ts) for an adapter whose call starts with `route`. */
export function openAiContract(fake: () => OpenAiFake, route: string): (label: string) => VendorContract {
  const refuse = (status: number, body: unknown): void => fake().api.fail(route, { kind: 'vendor', status, body });
  return (label) => ({
    api: () => fake().api,
    route,
    errorBody: (_status, message) => openAiError(message, 'requests', 'rate_limit_exceeded'),
    vendorErrors: [
      {
        name: 'a refusal',
        arrange: () =>
          refuse(
            404,
            openAiError(
              'The model `nope` does not exist or you do not have access to it.',
              'invalid_request_error',
              'model_not_found',
            ),
          ),
        message: `${label} rejected the request: The model \`nope\` does not exist or you do not have access to it.`,
      },
      {
        name: 'an authentication error echoing part of the API key',
        arrange: () =>
          refuse(
            401,
            openAiError(
              'Incorrect API key provided: sk-wro***4321. You can find your API key at https://x.test.',
              'invalid_request_error',
              'invalid_api_key',
            ),
          ),
        message: new RegExp(`^${label} rejected the request: Incorrect API key provided`),
        check: (error) => {
          expect(error.message).not.toContain('sk-wro');
          expect(error.message).not.toContain('4321');
        },
      },
    ],
    // Which answers are malformed depends on the endpoint: the adapters list theirs.
    malformed: [],
    hang: () => fake().api.fail(route, { kind: 'hang' }),
  });
}
