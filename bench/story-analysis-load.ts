// How the API answers while stories are read: GET /api/health latency while 4 users each ask for the analysis of a
// 100,000-character story at once (POST /api/story/analyze), next to the same health checks with nothing running.
// Also prints what one such analysis costs when run on the calling thread (the time a server doing it on its main
// thread would not answer anything), and how the story limits answer a fifth analysis from a user who has two
// running (429 past STORY_CONCURRENCY_PER_USER).
// With --inline the server reads stories on its main thread, as before the text thread (bench/story-load/ swaps the
// story engine's thread module for an inline one through module hooks; the server's code is not changed): the before.
// Usage: node --import tsx bench/story-analysis-load.ts [--inline] [--users 4] [--probe-ms 25] [--port N] [--log-level warn]
//        (npm run story-analysis-load -w @sym/bench -- …)
// The server runs as its own process (`node --import tsx apps/server/src/main.ts`) on PGlite in a temporary folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { analyzeStoryText } from '@sym/story-analysis/engine';
import { loadQualityFixtures } from '@sym/story-analysis/quality';
import { apiClient, freePort, launchServer, option, waitHealthy } from './support/server-process.ts';

const USERS = Number(option('users') ?? 4);
const PROBE_GAP_MS = Number(option('probe-ms') ?? 25);
const LOG_LEVEL = option('log-level') ?? 'warn';
const INLINE = process.argv.includes('--inline');

const dataDir = mkdtempSync(join(tmpdir(), 'sym-bench-story-'));
const port = option('port') ? Number(option('port')) : await freePort();
const base = `http://127.0.0.1:${port}`;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function launch() {
  const inline = INLINE ? ['--import', './bench/story-load/register-inline.mjs'] : [];
  return launchServer({ port, dataDir, logLevel: LOG_LEVEL, nodeArgs: inline });
}

const { timed } = apiClient(base);

async function registerUser(index: number): Promise<string> {
  const answer = await timed('POST', '/api/auth/register', undefined, {
    name: `Reader ${index}`,
    email: `reader-${index}-${Date.now()}@example.com`,
    password: 'a-long-bench-passphrase-for-readers',
  });
  if (answer.status !== 200) throw new Error(`register: ${answer.status}`);
  return (answer.data as { accessToken: string }).accessToken;
}

/** Health checks one after another (PROBE_GAP_MS apart) until `until` settles; their latencies in ms. */
async function probeHealth(until: Promise<unknown>): Promise<number[]> {
  let settled = false;
  void until.finally(() => {
    settled = true;
  });
  const latencies: number[] = [];
  while (!settled) {
    latencies.push((await timed('GET', '/api/health')).ms);
    await sleep(PROBE_GAP_MS);
  }
  return latencies;
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};
const summary = (values: number[]) =>
  `n ${String(values.length).padStart(4)}  p50 ${percentile(values, 50).toFixed(1).padStart(7)} ms  ` +
  `p99 ${percentile(values, 99).toFixed(1).padStart(7)} ms  max ${Math.max(...values)
    .toFixed(1)
    .padStart(7)} ms`;

// 100,000 characters: the quality fixture stories one after another, until long enough.
const fixtures = loadQualityFixtures();
let story = '';
for (let index = 0; story.length < 100_000; index++) story += `${fixtures[index % fixtures.length]!.story}\n\n`;
story = story.slice(0, 100_000);

// On this thread: what one analysis would hold a server's main thread for.
const inlineStarted = performance.now();
analyzeStoryText(story);
const inlineMs = performance.now() - inlineStarted;

const child = launch();
try {
  await waitHealthy(child, base);
  const tokens = await Promise.all(Array.from({ length: USERS }, (_, index) => registerUser(index)));
  // The text thread starts on first use: warm it so the measurement is of the reading, not of the start.
  await timed('POST', '/api/story/analyze', tokens[0], { story: 'Mara walks to the lighthouse.' });

  const idle = await probeHealth(sleep(3000));
  const started = performance.now();
  const analyses = Promise.all(tokens.map((token) => timed('POST', '/api/story/analyze', token, { story })));
  const loaded = await probeHealth(analyses);
  const answers = await analyses;
  const allMs = performance.now() - started;

  // One user with two stories running: a third at once is refused at once. (Inline, a story holds the whole
  // server until it is read, so two are never running at once.)
  const holder = tokens[0]!;
  const two = INLINE ? [] : [0, 1].map(() => timed('POST', '/api/story/analyze', holder, { story }));
  await sleep(200);
  const third = INLINE ? undefined : await timed('POST', '/api/story/analyze', holder, { story });
  await Promise.all(two);

  console.log(
    `story: ${story.length} characters; server reads it ${INLINE ? 'on its main thread (--inline)' : 'on its text thread'}`,
  );
  console.log(
    `one analysis on the calling thread (a server's main thread would not answer meanwhile): ${inlineMs.toFixed(0)} ms`,
  );
  console.log(`GET /api/health, idle:                              ${summary(idle)}`);
  console.log(`GET /api/health, ${USERS} analyses of 100,000 characters:  ${summary(loaded)}`);
  console.log(
    `the ${USERS} analyses: statuses ${answers.map((answer) => answer.status).join(',')}, ` +
      `each ${answers.map((answer) => answer.ms.toFixed(0)).join(' / ')} ms, all done in ${allMs.toFixed(0)} ms`,
  );
  if (third)
    console.log(`a third analysis at once from a user with two running: ${third.status} in ${third.ms.toFixed(0)} ms`);
} finally {
  child.kill('SIGTERM');
  await new Promise((done) => child.once('exit', done));
  rmSync(dataDir, { recursive: true, force: true });
}
