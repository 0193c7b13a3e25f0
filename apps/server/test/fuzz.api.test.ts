import { describe, expect, it } from 'vitest';
import {
  AUDIO_UPLOAD_PATH,
  SCENARIO_DOWNLOAD_PATH,
  REFERENCE_IMAGE_UPLOAD_PATH,
  STYLE_REFERENCE_UPLOAD_PATH,
  type HttpRoute,
} from '@sym/contracts';
import { OPERATIONS } from '../src/operations/operation-table.ts';
import type { Operation } from '../src/operations/operation.ts';
import { useTestServer } from './helpers/fixtures.ts';
import {
  deeplyNested,
  fuzzCases,
  toJsonText,
  sampleOf,
  schemaOf,
  seededRandom,
  type FuzzCase,
  type Random,
} from './helpers/fuzz-inputs.ts';
import { FuzzSocket, restRequest, sendRest, type CallOutcome } from './helpers/fuzz-transport.ts';
import { createFuzzWorld, destructiveRank, idForField, type FuzzWorld } from './helpers/fuzz-world.ts';

/**
 * Issue 17 item 1: no bad input answers 5xx. Every operation of the table gets the fuzz cases of its input schema
 * over REST (each of its routes) and over socket RPC, as a signed-in user whose real ids fill the payloads; any
 * 5xx, 'Server error' envelope, hang or dropped socket fails the test. Seeded: FUZZ_SEED=<n> replays a run.
 * The server runs no jobs (ROLES=api): the generations a plausible payload queues are not the request's answer.
 */

const server = useTestServer({ ROLES: 'api' });
const SEED = Number(process.env.FUZZ_SEED ?? 1717);
const CONCURRENCY = 4;
const CALL_TIMEOUT_MS = 20_000;
/** A ceiling that only catches a stuck run: a few thousand calls take a minute or two on a busy 2-core machine. */
const TEST_TIMEOUT_MS = 600_000;
const GENERIC_PER_FIELD = 2;
/** FUZZ_ONLY=<regex> fuzzes only the operations whose names match; FUZZ_VERBOSE=1 prints each operation's time. */
const ONLY = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : undefined;
const VERBOSE = process.env.FUZZ_VERBOSE === '1';

interface Fault {
  transport: 'rest' | 'socket';
  operation: string;
  label: string;
  summary: string;
}

/** Runs the tasks with at most `limit` at once. */
async function inBatches<T>(items: readonly T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await run(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** The operations, the ones that delete what the others need last (children before parents). */
const ORDERED = [...OPERATIONS]
  .filter((operation) => !ONLY || ONLY.test(operation.name))
  .sort((a, b) => destructiveRank(a) - destructiveRank(b));

function casesFor(operation: Operation, world: FuzzWorld, random: Random) {
  const schema = schemaOf(operation.contract.input);
  const idFor = (field: string) => idForField(world, operation.route ?? operation.aliases[0], field);
  const base = sampleOf(schema, '', idFor, random) as Record<string, unknown>;
  return { base, cases: fuzzCases(schema, base, random, { genericPerField: GENERIC_PER_FIELD }) };
}

function routesOf(operation: Operation): HttpRoute[] {
  return operation.route ? [operation.route, ...operation.aliases] : [...operation.aliases];
}

/** Raw bodies no operation's schema could describe, sent once to every REST route that takes a body. */
const RAW_BODIES: { label: string; body: string | Uint8Array; contentType: string }[] = [
  { label: 'malformed JSON', body: '{"name":', contentType: 'application/json' },
  { label: 'prototype pollution', body: '{"__proto__":{"polluted":true}}', contentType: 'application/json' },
  { label: 'JSON nested 5000', body: `${'['.repeat(5000)}${']'.repeat(5000)}`, contentType: 'application/json' },
  { label: 'text/plain', body: 'name=x', contentType: 'text/plain' },
  { label: 'form', body: 'name=x', contentType: 'application/x-www-form-urlencoded' },
  { label: 'bad charset', body: '{}', contentType: 'application/json; charset=utf-16' },
  {
    label: 'invalid UTF-8',
    body: Buffer.from('7b226e616d65223a22ff fe227d'.replace(' ', ''), 'hex'),
    contentType: 'application/json',
  },
];

/** The upload routes (HTTP only, outside the table) with broken multipart requests. */
function uploadCases(world: FuzzWorld): { label: string; url: string; body: string; contentType: string }[] {
  const urls = [
    REFERENCE_IMAGE_UPLOAD_PATH.replace(':id', world.ids.asset!),
    AUDIO_UPLOAD_PATH.replace(':id', world.ids.scenario!),
    STYLE_REFERENCE_UPLOAD_PATH,
    REFERENCE_IMAGE_UPLOAD_PATH.replace(':id', 'not-a-uuid'),
    AUDIO_UPLOAD_PATH.replace(':id', '%00'),
  ];
  const bodies = [
    { label: 'multipart without boundary', body: 'abc', contentType: 'multipart/form-data' },
    { label: 'multipart with empty boundary', body: 'abc', contentType: 'multipart/form-data; boundary=' },
    {
      label: 'multipart cut short',
      body: '--x\r\nContent-Disposition: form-data; name="image"',
      contentType: 'multipart/form-data; boundary=x',
    },
    { label: 'multipart garbage', body: '\u0000\u0001\u0002', contentType: 'multipart/form-data; boundary=zz' },
    { label: 'multipart no parts', body: '--x--\r\n', contentType: 'multipart/form-data; boundary=x' },
    { label: 'JSON to an upload route', body: '{"image":"x"}', contentType: 'application/json' },
  ];
  return urls.flatMap((url) => bodies.map((body) => ({ ...body, label: `${url} ${body.label}`, url })));
}

/** Collects the server faults of a run and counts its calls. */
function faultLog(transport: Fault['transport']) {
  const faults: Fault[] = [];
  let calls = 0;
  return {
    faults,
    get calls() {
      return calls;
    },
    note(operation: string, label: string, outcome: CallOutcome) {
      calls += 1;
      if (!outcome.isServerFault) return;
      faults.push({ transport, operation, label, summary: outcome.summary });
      if (VERBOSE) console.log(`FAULT ${transport} ${operation} ${label}: ${outcome.summary.slice(0, 200)}`);
    },
  };
}

/** The HTTP-only GET routes outside the table (media files, episode downloads, share page, social sign-in). */
function otherRouteUrls(world: FuzzWorld): string[] {
  const download = SCENARIO_DOWNLOAD_PATH.replace(':id', world.ids.scenario!);
  return [
    '/media/%00',
    '/media/%ED%A0%80',
    '/media/..%2F..%2Fetc%2Fpasswd',
    '/media/images%2Fx.png?sig=%00&exp=1e308',
    '/media/images%2Fx.png?share=not-a-uuid',
    SCENARIO_DOWNLOAD_PATH.replace(':id', 'not-a-uuid').replace(':format', 'csv'),
    SCENARIO_DOWNLOAD_PATH.replace(':id', '%00').replace(':format', 'csv'),
    download.replace(':format', '%00'),
    download.replace(':format', '%ED%A0%80'),
    '/v/%00',
    '/v/not-a-token',
    '/v/%ED%A0%80',
    '/api/auth/social/%00/start',
    '/api/projects/%ED%A0%80',
    `/api/projects?search=${'%00'.repeat(3)}&limit=1e308&offset=-1e308`,
  ];
}

describe('fuzzing every operation', () => {
  it("answers the issue's bad inputs with the spec's 422, or 404 for an id that is not a uuid", async () => {
    const world = await createFuzzWorld(server);
    const token = world.account.accessToken;
    const status = async (method: string, url: string, body?: string, contentType?: string) =>
      (await sendRest(server.url, token, method, url, body, CALL_TIMEOUT_MS, contentType)).summary.slice(0, 3);
    const shots = `/api/scenarios/${world.ids.scenario}/shots`;
    expect(await status('POST', '/api/projects', '{"name":"\\u0000"}')).toBe('422');
    expect(await status('POST', '/api/projects', '{"name":"\\ud800"}')).toBe('422');
    expect(await status('GET', '/api/projects?search=%00')).toBe('422');
    expect(await status('POST', '/api/assets/not-a-uuid/generate', '{}')).toBe('404');
    expect(
      await status('PATCH', `/api/projects/${world.ids.project}`, toJsonText({ metadata: deeplyNested(5_000) })),
    ).toBe('422');
    expect(await status('POST', shots, '{"description":"A storm","duration":1e308}')).toBe('422');
    expect(await status('POST', shots, '{"description":"A storm","duration":4}')).toBe('200');
    const upload = REFERENCE_IMAGE_UPLOAD_PATH.replace(':id', world.ids.asset!);
    expect(await status('POST', upload, 'abc', 'multipart/form-data')).toBe('422');
  });

  it('answers every bad REST request with a 4xx, never a 5xx or a hang', { timeout: TEST_TIMEOUT_MS }, async () => {
    const log = faultLog('rest');
    const world = await createFuzzWorld(server);
    const token = world.account.accessToken;
    const started = Date.now();

    // Uploads and the routes outside the table first: the table's last operations delete the rows they upload to and sign the user out.
    await inBatches(uploadCases(world), CONCURRENCY, async (upload) => {
      const outcome = await sendRest(
        server.url,
        token,
        'POST',
        upload.url,
        upload.body,
        CALL_TIMEOUT_MS,
        upload.contentType,
      );
      log.note('upload', upload.label, outcome);
    });

    await inBatches(otherRouteUrls(world), CONCURRENCY, async (url) => {
      log.note('other route', `GET ${url}`, await sendRest(server.url, token, 'GET', url, undefined, CALL_TIMEOUT_MS));
    });

    const random = seededRandom(SEED);
    for (const operation of ORDERED) {
      const operationStarted = Date.now();
      const { base, cases } = casesFor(operation, world, random);
      const calls: { route: HttpRoute; fuzz: FuzzCase }[] = [];
      routesOf(operation).forEach((route, index) => {
        // The first route gets every case; aliases run the same handler, so a sample is enough.
        for (const fuzz of index === 0 ? cases : cases.slice(0, 6)) calls.push({ route, fuzz });
      });
      await inBatches(calls, CONCURRENCY, async ({ route, fuzz }) => {
        const { url, body } = restRequest(route, fuzz.payload, base);
        const outcome = await sendRest(server.url, token, route.method, url, body, CALL_TIMEOUT_MS);
        log.note(operation.name, `${route.method} ${url.slice(0, 120)} ${fuzz.label}`, outcome);
      });
      const withBody = routesOf(operation).filter((route) => route.method !== 'GET' && route.method !== 'DELETE');
      await inBatches(
        withBody.flatMap((route) => RAW_BODIES.map((raw) => ({ route, raw }))),
        CONCURRENCY,
        async ({ route, raw }) => {
          const { url } = restRequest(route, base, base);
          const outcome = await sendRest(
            server.url,
            token,
            route.method,
            url,
            raw.body,
            CALL_TIMEOUT_MS,
            raw.contentType,
          );
          log.note(operation.name, `${route.method} ${url} ${raw.label}`, outcome);
        },
      );
      if (VERBOSE) console.log(`rest ${operation.name}: ${calls.length} cases, ${Date.now() - operationStarted} ms`);
    }

    const seconds = (Date.now() - started) / 1000;
    console.log(
      `fuzz REST (seed ${SEED}): ${log.calls} calls in ${seconds.toFixed(1)} s, ${log.faults.length} server faults`,
    );
    expect(log.faults.slice(0, 40)).toEqual([]);
  });

  it(
    'answers every bad socket RPC request with an error, never a server error or a hang',
    { timeout: TEST_TIMEOUT_MS },
    async () => {
      const log = faultLog('socket');
      const world = await createFuzzWorld(server);
      const started = Date.now();
      const random = seededRandom(SEED + 1);
      const socket = new FuzzSocket(server.url, world.account.accessToken);
      try {
        const rawRequests: [string, unknown][] = [
          ['no id', { action: 'users.profile' }],
          ['NUL action', { id: 'x', action: 'a\u0000' }],
          ['lone surrogate id', { id: '\ud800', action: 'users.profile' }],
          ['huge id', { id: 1e308, action: 'users.profile' }],
          ['payload nested 5000', { id: 'deep', action: 'users.profile', payload: deeplyNested(5_000) }],
          ['array request', ['users.profile']],
          ['string request', 'users.profile'],
          ['null request', null],
        ];
        for (const [label, raw] of rawRequests)
          log.note('request', label, await socket.call('', undefined, CALL_TIMEOUT_MS, raw));
        for (const operation of ORDERED) {
          const operationStarted = Date.now();
          const { cases } = casesFor(operation, world, random);
          await inBatches(cases, CONCURRENCY, async (fuzz) => {
            log.note(operation.name, fuzz.label, await socket.call(operation.name, fuzz.payload, CALL_TIMEOUT_MS));
          });
          if (VERBOSE)
            console.log(`socket ${operation.name}: ${cases.length} cases, ${Date.now() - operationStarted} ms`);
        }
      } finally {
        socket.close();
      }

      const seconds = (Date.now() - started) / 1000;
      console.log(
        `fuzz socket (seed ${SEED + 1}): ${log.calls} calls in ${seconds.toFixed(1)} s, ${log.faults.length} server faults`,
      );
      expect(log.faults.slice(0, 40)).toEqual([]);
    },
  );
});
